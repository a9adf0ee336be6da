/* __cr_cudadrv_arrays.h — the driver API's CUDA arrays, for host code (include/host/cuda.h):
 * cuArrayCreate and cuArray3DCreate make the runtime's arrays (include/host/__cr_texture), so a
 * CUarray and a cudaArray_t cast from one to the other are the same array, as they are in CUDA;
 * cuArrayGetDescriptor and cuArray3DGetDescriptor describe either kind in the driver's terms (a
 * CUarray_format and a number of channels), cuMemcpy2D and cuMemcpy3D copy between host
 * memory, device memory and arrays, and cuSurfObjectCreate and cuTexObjectCreate make surface
 * and texture objects (the runtime's cudaCreateSurfaceObject and cudaCreateTextureObject, given
 * the driver's descriptions in the runtime's terms), of arrays, mipmapped arrays
 * (cuMipmappedArrayCreate: the runtime's), linear and pitched memory. */
#ifndef __CR_CUDADRV_ARRAYS_H
#define __CR_CUDADRV_ARRAYS_H

/* CUDA_ERROR_INVALID_CONTEXT where no context is current, as the driver's other calls that
 * allocate or copy answer (docs/runtime.md) */
static inline CUresult __cr_cu_need_context(void)
{
    CUcontext c = 0;
    return cuCtxGetCurrent(&c) != CUDA_SUCCESS || !c ? CUDA_ERROR_INVALID_CONTEXT : CUDA_SUCCESS;
}

/* a format's bytes per channel, and its channel kind (0: not a format) */
static inline int __cr_cu_format_bytes(CUarray_format f)
{
    switch (f) {
    case CU_AD_FORMAT_UNSIGNED_INT8: case CU_AD_FORMAT_SIGNED_INT8: return 1;
    case CU_AD_FORMAT_UNSIGNED_INT16: case CU_AD_FORMAT_SIGNED_INT16: case CU_AD_FORMAT_HALF: return 2;
    case CU_AD_FORMAT_UNSIGNED_INT32: case CU_AD_FORMAT_SIGNED_INT32: case CU_AD_FORMAT_FLOAT: return 4;
    }
    return 0;
}
static inline enum cudaChannelFormatKind __cr_cu_format_kind(CUarray_format f)
{
    return f == CU_AD_FORMAT_HALF || f == CU_AD_FORMAT_FLOAT ? cudaChannelFormatKindFloat
           : f >= CU_AD_FORMAT_SIGNED_INT8 ? cudaChannelFormatKindSigned
                                           : cudaChannelFormatKindUnsigned;
}
/* the runtime's channel description of NCHAN channels of format F */
static inline cudaChannelFormatDesc __cr_cu_channels(CUarray_format f, unsigned int nchan)
{
    int bits = 8 * __cr_cu_format_bytes(f);
    return cudaCreateChannelDesc(bits, nchan > 1 ? bits : 0, nchan > 2 ? bits : 0, nchan > 2 ? bits : 0,
                                 __cr_cu_format_kind(f));
}
static inline CUresult __cr_cu_array_make(CUarray *a, size_t w, size_t h, size_t d, CUarray_format f,
                                          unsigned int nchan, unsigned int flags)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    int bits = 8 * __cr_cu_format_bytes(f);
    if (!a || bits == 0 || (nchan != 1 && nchan != 2 && nchan != 4) || w == 0 ||
        (flags & ~(unsigned int)(CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST | CUDA_ARRAY3D_CUBEMAP |
                                 CUDA_ARRAY3D_TEXTURE_GATHER)))
        return CUDA_ERROR_INVALID_VALUE;
    if (d != 0 && h == 0) /* (a 3D array has a height) */
        return CUDA_ERROR_INVALID_VALUE;
    cudaChannelFormatDesc desc = __cr_cu_channels(f, nchan);
    /* (the runtime's flags have the driver's values) */
    cudaArray_t r = 0;
    cudaError_t e = __cr_array_alloc(&r, &desc, w, h, d, flags);
    if (e != cudaSuccess)
        return e == cudaErrorMemoryAllocation ? CUDA_ERROR_OUT_OF_MEMORY : CUDA_ERROR_INVALID_VALUE;
    *a = (CUarray)r;
    return CUDA_SUCCESS;
}
static inline CUresult cuArrayCreate(CUarray *a, const CUDA_ARRAY_DESCRIPTOR *d)
{
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    return __cr_cu_array_make(a, d->Width, d->Height, 0, d->Format, d->NumChannels, 0);
}
static inline CUresult cuArray3DCreate(CUarray *a, const CUDA_ARRAY3D_DESCRIPTOR *d)
{
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    return __cr_cu_array_make(a, d->Width, d->Height, d->Depth, d->Format, d->NumChannels, d->Flags);
}
static inline CUresult cuArrayDestroy(CUarray a)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    return cudaFreeArray((cudaArray_t)a) == cudaSuccess ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
/* a channel description in the driver's terms: a format and a number of channels (channels of
 * one size; 16-bit floats are CU_AD_FORMAT_HALF) */
static inline CUresult __cr_cu_desc_format(const cudaChannelFormatDesc *c, CUarray_format *f, unsigned int *nchan)
{
    *nchan = (c->x != 0) + (c->y != 0) + (c->z != 0) + (c->w != 0);
    int bits = c->x;
    if (c->f == cudaChannelFormatKindFloat)
        *f = bits == 16 ? CU_AD_FORMAT_HALF : CU_AD_FORMAT_FLOAT;
    else if (c->f == cudaChannelFormatKindSigned)
        *f = bits == 8 ? CU_AD_FORMAT_SIGNED_INT8 : bits == 16 ? CU_AD_FORMAT_SIGNED_INT16 : CU_AD_FORMAT_SIGNED_INT32;
    else
        *f = bits == 8 ? CU_AD_FORMAT_UNSIGNED_INT8 : bits == 16 ? CU_AD_FORMAT_UNSIGNED_INT16
                                                                 : CU_AD_FORMAT_UNSIGNED_INT32;
    return CUDA_SUCCESS;
}
static inline CUresult __cr_cu_array_format(cudaArray_t a, CUarray_format *f, unsigned int *nchan)
{
    return __cr_cu_desc_format(&a->__desc, f, nchan);
}
static inline CUresult cuArrayGetDescriptor(CUDA_ARRAY_DESCRIPTOR *d, CUarray a)
{
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    cudaArray_t r = (cudaArray_t)a;
    d->Width = r->__width;
    d->Height = r->__height;
    return __cr_cu_array_format(r, &d->Format, &d->NumChannels);
}
static inline CUresult cuArray3DGetDescriptor(CUDA_ARRAY3D_DESCRIPTOR *d, CUarray a)
{
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!d)
        return CUDA_ERROR_INVALID_VALUE;
    cudaArray_t r = (cudaArray_t)a;
    d->Width = r->__width;
    d->Height = r->__height;
    d->Depth = r->__depth;
    d->Flags = r->__flags;
    return __cr_cu_array_format(r, &d->Format, &d->NumChannels);
}

/* one side of a copy: where its first byte is, its pitch, and whether it is on the host
 * (ROWS: the rows it must have from (X, Y), checked against an array's) */
static inline CUresult __cr_cu_copy_side(CUmemorytype t, const void *host, CUdeviceptr dev, CUarray arr,
                                         size_t pitch, size_t x, size_t y, size_t width, size_t rows,
                                         char **at, size_t *at_pitch, int *on_host)
{
    switch (t) {
    case CU_MEMORYTYPE_HOST:
        if (!host)
            return CUDA_ERROR_INVALID_VALUE;
        *at = (char *)host + y * pitch + x;
        *at_pitch = pitch;
        *on_host = 1;
        return CUDA_SUCCESS;
    case CU_MEMORYTYPE_DEVICE:
    case CU_MEMORYTYPE_UNIFIED:
        if (!dev)
            return CUDA_ERROR_INVALID_VALUE;
        *at = (char *)dev + y * pitch + x;
        *at_pitch = pitch;
        *on_host = 0;
        return CUDA_SUCCESS;
    case CU_MEMORYTYPE_ARRAY: {
        cudaArray_t a = (cudaArray_t)arr;
        if (!a)
            return CUDA_ERROR_INVALID_HANDLE;
        size_t all = (a->__height ? a->__height : 1) * (a->__depth ? a->__depth : 1);
        if (x + width > a->__pitch || y + rows > all)
            return CUDA_ERROR_INVALID_VALUE;
        *at = a->__data + y * a->__pitch + x;
        *at_pitch = a->__pitch;
        *on_host = 0;
        return CUDA_SUCCESS;
    }
    }
    return CUDA_ERROR_INVALID_VALUE;
}
/* HEIGHT rows of WIDTH bytes from one side to the other (on STREAM when ASYNC) */
static inline CUresult __cr_cu_copy_rows(char *dst, size_t dpitch, int dhost, const char *src, size_t spitch,
                                         int shost, size_t width, size_t height, int async, CUstream st)
{
    if (height > 1 && (dpitch < width || spitch < width))
        return CUDA_ERROR_INVALID_VALUE;
    int kind = shost ? (dhost ? cudaMemcpyHostToHost : cudaMemcpyHostToDevice)
                     : (dhost ? cudaMemcpyDeviceToHost : cudaMemcpyDeviceToDevice);
    cudaError_t e = async ? cudaMemcpy2DAsync(dst, dpitch, src, spitch, width, height, (cudaMemcpyKind)kind,
                                              (cudaStream_t)st)
                          : cudaMemcpy2D(dst, dpitch, src, spitch, width, height, kind);
    return e == cudaSuccess ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
static inline CUresult __cr_cu_memcpy2d(const CUDA_MEMCPY2D *p, int async, CUstream st)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!p)
        return CUDA_ERROR_INVALID_VALUE;
    char *s, *d;
    size_t sp, dp;
    int sh, dh;
    CUresult r = __cr_cu_copy_side(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcArray, p->srcPitch,
                                   p->srcXInBytes, p->srcY, p->WidthInBytes, p->Height, &s, &sp, &sh);
    if (r == CUDA_SUCCESS)
        r = __cr_cu_copy_side(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstArray, p->dstPitch, p->dstXInBytes,
                              p->dstY, p->WidthInBytes, p->Height, &d, &dp, &dh);
    if (r != CUDA_SUCCESS || p->WidthInBytes == 0 || p->Height == 0)
        return r;
    return __cr_cu_copy_rows(d, dp, dh, s, sp, sh, p->WidthInBytes, p->Height, async, st);
}
static inline CUresult cuMemcpy2D(const CUDA_MEMCPY2D *p) { return __cr_cu_memcpy2d(p, 0, (CUstream)0); }
static inline CUresult cuMemcpy2DUnaligned(const CUDA_MEMCPY2D *p) { return __cr_cu_memcpy2d(p, 0, (CUstream)0); }
static inline CUresult cuMemcpy2DAsync(const CUDA_MEMCPY2D *p, CUstream st) { return __cr_cu_memcpy2d(p, 1, st); }
/* a 3D copy: DEPTH slices of HEIGHT rows, a slice of host or device memory srcHeight (dstHeight)
 * rows of its pitch, an array's slice its height */
static inline CUresult __cr_cu_memcpy3d(const CUDA_MEMCPY3D *p, int async, CUstream st)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!p || p->srcLOD != 0 || p->dstLOD != 0)
        return CUDA_ERROR_INVALID_VALUE;
    size_t depth = p->Depth ? p->Depth : 1;
    size_t srows = p->srcMemoryType == CU_MEMORYTYPE_ARRAY
                       ? (p->srcArray && ((cudaArray_t)p->srcArray)->__height ? ((cudaArray_t)p->srcArray)->__height : 1)
                       : p->srcHeight;
    size_t drows = p->dstMemoryType == CU_MEMORYTYPE_ARRAY
                       ? (p->dstArray && ((cudaArray_t)p->dstArray)->__height ? ((cudaArray_t)p->dstArray)->__height : 1)
                       : p->dstHeight;
    if (depth > 1 && (srows < p->Height || drows < p->Height))
        return CUDA_ERROR_INVALID_VALUE;
    for (size_t z = 0; z < depth; z++) {
        char *s, *d;
        size_t sp, dp;
        int sh, dh;
        size_t sy = (p->srcZ + z) * srows + p->srcY, dy = (p->dstZ + z) * drows + p->dstY;
        CUresult r = __cr_cu_copy_side(p->srcMemoryType, p->srcHost, p->srcDevice, p->srcArray, p->srcPitch,
                                       p->srcXInBytes, sy, p->WidthInBytes, p->Height, &s, &sp, &sh);
        if (r == CUDA_SUCCESS)
            r = __cr_cu_copy_side(p->dstMemoryType, p->dstHost, p->dstDevice, p->dstArray, p->dstPitch,
                                  p->dstXInBytes, dy, p->WidthInBytes, p->Height, &d, &dp, &dh);
        if (r == CUDA_SUCCESS && p->WidthInBytes != 0 && p->Height != 0)
            r = __cr_cu_copy_rows(d, dp, dh, s, sp, sh, p->WidthInBytes, p->Height, async, st);
        if (r != CUDA_SUCCESS)
            return r;
    }
    return CUDA_SUCCESS;
}
static inline CUresult cuMemcpy3D(const CUDA_MEMCPY3D *p) { return __cr_cu_memcpy3d(p, 0, (CUstream)0); }
static inline CUresult cuMemcpy3DAsync(const CUDA_MEMCPY3D *p, CUstream st) { return __cr_cu_memcpy3d(p, 1, st); }
/* N bytes between host memory and an array, from byte OFFSET of the array (row after row) */
static inline CUresult cuMemcpyHtoA(CUarray dst, size_t offset, const void *src, size_t n)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    cudaArray_t a = (cudaArray_t)dst;
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    size_t all = a->__pitch * (a->__height ? a->__height : 1) * (a->__depth ? a->__depth : 1);
    if (!src || offset + n > all)
        return CUDA_ERROR_INVALID_VALUE;
    return cudaMemcpy(a->__data + offset, src, n, cudaMemcpyHostToDevice) == cudaSuccess ? CUDA_SUCCESS
                                                                                       : CUDA_ERROR_INVALID_VALUE;
}
static inline CUresult cuMemcpyAtoH(void *dst, CUarray src, size_t offset, size_t n)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    cudaArray_t a = (cudaArray_t)src;
    if (!a)
        return CUDA_ERROR_INVALID_HANDLE;
    size_t all = a->__pitch * (a->__height ? a->__height : 1) * (a->__depth ? a->__depth : 1);
    if (!dst || offset + n > all)
        return CUDA_ERROR_INVALID_VALUE;
    return cudaMemcpy(dst, a->__data + offset, n, cudaMemcpyDeviceToHost) == cudaSuccess ? CUDA_SUCCESS
                                                                                       : CUDA_ERROR_INVALID_VALUE;
}

/* a surface object of an array (the only resource a surface has) */
static inline CUresult cuSurfObjectCreate(CUsurfObject *o, const CUDA_RESOURCE_DESC *d)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!o || !d || d->resType != CU_RESOURCE_TYPE_ARRAY)
        return CUDA_ERROR_INVALID_VALUE;
    if (!d->res.array.hArray)
        return CUDA_ERROR_INVALID_HANDLE;
    cudaResourceDesc r;
    memset(&r, 0, sizeof r);
    r.resType = cudaResourceTypeArray;
    r.res.array.array = (cudaArray_t)d->res.array.hArray;
    cudaSurfaceObject_t s = 0;
    if (__cr_make_object(&s, &r, 0) != cudaSuccess)
        return CUDA_ERROR_INVALID_VALUE;
    *o = s;
    return CUDA_SUCCESS;
}
static inline CUresult cuSurfObjectDestroy(CUsurfObject o)
{
    return cudaDestroySurfaceObject(o) == cudaSuccess ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Mipmapped arrays: the runtime's (cudaMallocMipmappedArray; a level is a CUDA array, a
 * CUarray), the levels asked for clamped as the runtime clamps them */
static inline CUresult cuMipmappedArrayCreate(CUmipmappedArray *m, const CUDA_ARRAY3D_DESCRIPTOR *d,
                                              unsigned int levels)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!m || !d || !__cr_cu_format_bytes(d->Format) ||
        (d->NumChannels != 1 && d->NumChannels != 2 && d->NumChannels != 4) || d->Width == 0 ||
        (d->Depth != 0 && d->Height == 0) ||
        (d->Flags & ~(unsigned int)(CUDA_ARRAY3D_LAYERED | CUDA_ARRAY3D_SURFACE_LDST | CUDA_ARRAY3D_CUBEMAP |
                                    CUDA_ARRAY3D_TEXTURE_GATHER)))
        return CUDA_ERROR_INVALID_VALUE;
    cudaChannelFormatDesc desc = __cr_cu_channels(d->Format, d->NumChannels);
    cudaMipmappedArray_t r = 0;
    cudaError_t e = cudaMallocMipmappedArray(&r, &desc, make_cudaExtent(d->Width, d->Height, d->Depth), levels,
                                             d->Flags);
    if (e != cudaSuccess)
        return e == cudaErrorMemoryAllocation ? CUDA_ERROR_OUT_OF_MEMORY : CUDA_ERROR_INVALID_VALUE;
    *m = (CUmipmappedArray)r;
    return CUDA_SUCCESS;
}
static inline CUresult cuMipmappedArrayGetLevel(CUarray *level, CUmipmappedArray m, unsigned int l)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    cudaMipmappedArray_t r = (cudaMipmappedArray_t)m;
    if (!r)
        return CUDA_ERROR_INVALID_HANDLE;
    if (!level || l >= r->__levels)
        return CUDA_ERROR_INVALID_VALUE;
    *level = (CUarray)r->__level[l];
    return CUDA_SUCCESS;
}
static inline CUresult cuMipmappedArrayDestroy(CUmipmappedArray m)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!m)
        return CUDA_ERROR_INVALID_HANDLE;
    return cudaFreeMipmappedArray((cudaMipmappedArray_t)m) == cudaSuccess ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}

/* Texture objects: the driver's descriptions turned into the runtime's, and the object made by
 * cudaCreateTextureObject, so that one fetch path serves both. The driver reads 8- and 16-bit
 * integer texels as normalised floats unless CU_TRSF_READ_AS_INTEGER is set (the runtime's
 * cudaReadModeNormalizedFloat; wider and float texels read as they are either way). */
/* a linear or pitched resource's texels: a known format, 1, 2 or 4 channels */
static inline CUresult __cr_cu_texels(CUarray_format f, unsigned int n, cudaChannelFormatDesc *desc)
{
    if (!__cr_cu_format_bytes(f) || (n != 1 && n != 2 && n != 4))
        return CUDA_ERROR_INVALID_VALUE;
    *desc = __cr_cu_channels(f, n);
    return CUDA_SUCCESS;
}
static inline CUresult __cr_cu_resource_in(const CUDA_RESOURCE_DESC *d, cudaResourceDesc *r)
{
    memset(r, 0, sizeof *r);
    switch (d->resType) {
    case CU_RESOURCE_TYPE_ARRAY:
        if (!d->res.array.hArray)
            return CUDA_ERROR_INVALID_HANDLE;
        r->resType = cudaResourceTypeArray;
        r->res.array.array = (cudaArray_t)d->res.array.hArray;
        return CUDA_SUCCESS;
    case CU_RESOURCE_TYPE_MIPMAPPED_ARRAY:
        if (!d->res.mipmap.hMipmappedArray)
            return CUDA_ERROR_INVALID_HANDLE;
        r->resType = cudaResourceTypeMipmappedArray;
        r->res.mipmap.mipmap = (cudaMipmappedArray_t)d->res.mipmap.hMipmappedArray;
        return CUDA_SUCCESS;
    case CU_RESOURCE_TYPE_LINEAR:
        r->resType = cudaResourceTypeLinear;
        r->res.linear.devPtr = (void *)(size_t)d->res.linear.devPtr;
        r->res.linear.sizeInBytes = d->res.linear.sizeInBytes;
        return __cr_cu_texels(d->res.linear.format, d->res.linear.numChannels, &r->res.linear.desc);
    case CU_RESOURCE_TYPE_PITCH2D:
        r->resType = cudaResourceTypePitch2D;
        r->res.pitch2D.devPtr = (void *)(size_t)d->res.pitch2D.devPtr;
        r->res.pitch2D.width = d->res.pitch2D.width;
        r->res.pitch2D.height = d->res.pitch2D.height;
        r->res.pitch2D.pitchInBytes = d->res.pitch2D.pitchInBytes;
        return __cr_cu_texels(d->res.pitch2D.format, d->res.pitch2D.numChannels, &r->res.pitch2D.desc);
    }
    return CUDA_ERROR_INVALID_VALUE;
}
static inline void __cr_cu_resource_out(const cudaResourceDesc *r, CUDA_RESOURCE_DESC *d)
{
    memset(d, 0, sizeof *d);
    d->resType = (CUresourcetype)r->resType;
    switch (r->resType) {
    case cudaResourceTypeArray:
        d->res.array.hArray = (CUarray)r->res.array.array;
        break;
    case cudaResourceTypeMipmappedArray:
        d->res.mipmap.hMipmappedArray = (CUmipmappedArray)r->res.mipmap.mipmap;
        break;
    case cudaResourceTypeLinear:
        d->res.linear.devPtr = (CUdeviceptr)(size_t)r->res.linear.devPtr;
        __cr_cu_desc_format(&r->res.linear.desc, &d->res.linear.format, &d->res.linear.numChannels);
        d->res.linear.sizeInBytes = r->res.linear.sizeInBytes;
        break;
    case cudaResourceTypePitch2D:
        d->res.pitch2D.devPtr = (CUdeviceptr)(size_t)r->res.pitch2D.devPtr;
        __cr_cu_desc_format(&r->res.pitch2D.desc, &d->res.pitch2D.format, &d->res.pitch2D.numChannels);
        d->res.pitch2D.width = r->res.pitch2D.width;
        d->res.pitch2D.height = r->res.pitch2D.height;
        d->res.pitch2D.pitchInBytes = r->res.pitch2D.pitchInBytes;
        break;
    }
}
static inline CUresult cuTexObjectCreate(CUtexObject *o, const CUDA_RESOURCE_DESC *rd, const CUDA_TEXTURE_DESC *td,
                                         const CUDA_RESOURCE_VIEW_DESC *view)
{
    (void)view; /* (views are not modelled, as with cudaCreateTextureObject) */
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    if (!o || !rd || !td)
        return CUDA_ERROR_INVALID_VALUE;
    cudaResourceDesc r;
    CUresult cr = __cr_cu_resource_in(rd, &r);
    if (cr != CUDA_SUCCESS)
        return cr;
    cudaTextureDesc t;
    memset(&t, 0, sizeof t);
    for (int i = 0; i < 3; i++)
        t.addressMode[i] = (enum cudaTextureAddressMode)td->addressMode[i];
    t.filterMode = (enum cudaTextureFilterMode)td->filterMode;
    t.readMode = td->flags & CU_TRSF_READ_AS_INTEGER ? cudaReadModeElementType : cudaReadModeNormalizedFloat;
    t.sRGB = (td->flags & CU_TRSF_SRGB) != 0;
    for (int i = 0; i < 4; i++)
        t.borderColor[i] = td->borderColor[i];
    t.normalizedCoords = (td->flags & CU_TRSF_NORMALIZED_COORDINATES) != 0;
    t.maxAnisotropy = td->maxAnisotropy;
    t.mipmapFilterMode = (enum cudaTextureFilterMode)td->mipmapFilterMode;
    t.mipmapLevelBias = td->mipmapLevelBias;
    t.minMipmapLevelClamp = td->minMipmapLevelClamp;
    t.maxMipmapLevelClamp = td->maxMipmapLevelClamp;
    t.disableTrilinearOptimization = (td->flags & CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION) != 0;
    t.seamlessCubemap = (td->flags & CU_TRSF_SEAMLESS_CUBEMAP) != 0;
    cudaTextureObject_t x = 0;
    cudaError_t e = __cr_make_object(&x, &r, &t);
    if (e != cudaSuccess)
        return e == cudaErrorMemoryAllocation ? CUDA_ERROR_OUT_OF_MEMORY : CUDA_ERROR_INVALID_VALUE;
    *o = x;
    return CUDA_SUCCESS;
}
static inline CUresult cuTexObjectDestroy(CUtexObject o)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    return cudaDestroyTextureObject(o) == cudaSuccess ? CUDA_SUCCESS : CUDA_ERROR_INVALID_VALUE;
}
static inline CUresult cuTexObjectGetResourceDesc(CUDA_RESOURCE_DESC *d, CUtexObject o)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    __cr_kept k;
    if (!d || __cr_object_kept(o, &k) != cudaSuccess)
        return CUDA_ERROR_INVALID_VALUE;
    __cr_cu_resource_out(&k.res, d);
    return CUDA_SUCCESS;
}
static inline CUresult cuSurfObjectGetResourceDesc(CUDA_RESOURCE_DESC *d, CUsurfObject o)
{
    return cuTexObjectGetResourceDesc(d, o);
}
static inline CUresult cuTexObjectGetTextureDesc(CUDA_TEXTURE_DESC *d, CUtexObject o)
{
    if (__cr_cu_need_context() != CUDA_SUCCESS)
        return CUDA_ERROR_INVALID_CONTEXT;
    __cr_kept k;
    if (!d || __cr_object_kept(o, &k) != cudaSuccess)
        return CUDA_ERROR_INVALID_VALUE;
    const cudaTextureDesc &t = k.tex;
    memset(d, 0, sizeof *d);
    for (int i = 0; i < 3; i++)
        d->addressMode[i] = (CUaddress_mode)t.addressMode[i];
    d->filterMode = (CUfilter_mode)t.filterMode;
    d->flags = (t.readMode == cudaReadModeElementType ? CU_TRSF_READ_AS_INTEGER : 0) |
               (t.normalizedCoords ? CU_TRSF_NORMALIZED_COORDINATES : 0) | (t.sRGB ? CU_TRSF_SRGB : 0) |
               (t.disableTrilinearOptimization ? CU_TRSF_DISABLE_TRILINEAR_OPTIMIZATION : 0) |
               (t.seamlessCubemap ? CU_TRSF_SEAMLESS_CUBEMAP : 0);
    d->maxAnisotropy = t.maxAnisotropy;
    d->mipmapFilterMode = (CUfilter_mode)t.mipmapFilterMode;
    d->mipmapLevelBias = t.mipmapLevelBias;
    d->minMipmapLevelClamp = t.minMipmapLevelClamp;
    d->maxMipmapLevelClamp = t.maxMipmapLevelClamp;
    for (int i = 0; i < 4; i++)
        d->borderColor[i] = t.borderColor[i];
    return CUDA_SUCCESS;
}
#endif
