/* graph.h — CUDA graphs and stream capture (graph.c), for the runtime (rt.c) and launches
 * (host.c). Not for use outside interp/host/. */
#ifndef CR_GRAPH_H
#define CR_GRAPH_H

#include "host/cuda_runtime.h"
#include "interp/host/host_internal.h"

/* The capture STREAM is in, or NULL when it is not capturing (the legacy stream never is). */
host_capture *graph_capture_of(cr_session *s, void *stream);
/* cudaDeviceSynchronize while streams capture (not in relaxed mode): their captures fail.
 * True when there was one (the call then fails with cudaErrorStreamCaptureUnsupported). */
bool graph_device_sync(cr_session *s);

/* The device's memory for graph allocations (cudaDeviceGetGraphMemAttribute's attributes),
 * cudaDeviceGraphMemTrim, and resetting the high watermarks to the current amount. */
uint64_t graph_mem_attribute(cr_session *s, int attr);
void graph_mem_trim(cr_session *s);
void graph_mem_reset_high(cr_session *s);

/* Work in STREAM: in the legacy stream (NULL, cudaStreamLegacy), which waits for every
 * blocking stream, a blocking stream that is capturing (not in relaxed mode) cannot be waited
 * for, and its capture fails. 0, or cudaErrorStreamCaptureImplicit. */
int graph_legacy_work(cr_session *s, void *stream);

/* Work issued to a capturing stream becomes a node of its graph (0, or an error code). */
int graph_capture_kernel(cr_session *s, host_capture *c, uint32_t kernel, const uint32_t grid[3],
                         const uint32_t block[3], size_t shared, void **args);
int graph_capture_memcpy(cr_session *s, host_capture *c, void *dst, const void *src, size_t n, int kind);
int graph_capture_memset(cr_session *s, host_capture *c, void *dst, int v, size_t n);
int graph_capture_host(cr_session *s, host_capture *c, cudaHostFn_t fn, void *data);
int graph_capture_alloc(cr_session *s, host_capture *c, uint64_t size, uint64_t *addr);
int graph_capture_free(cr_session *s, host_capture *c, uint64_t addr);
/* An event recorded in a capturing stream remembers where the capture was; a stream that
 * waits for it joins the capture (or, capturing already, depends on those nodes). */
void graph_capture_record(host_capture *c, host_event *e);
void graph_event_recorded(host_event *e); /* recorded outside any capture */
int graph_capture_wait(cr_session *s, host_stream *st, host_event *e);
/* Something that cannot be captured happened in the capture: cudaStreamEndCapture fails. */
void graph_capture_invalidate(host_capture *c);

/* A free (cudaFree, cudaFreeAsync) of a graph allocation at ADDR: it is no longer live, its
 * address stays the graph's. False when ADDR is not one. */
bool graph_free_alloc(cr_session *s, uint64_t addr);

void graph_stream_forget(host_stream *h);
void graph_event_forget(host_event *e);
void graph_free_all(cr_session *s);
void graph_add_symbols(TCCState *st);

#endif
