/* sfu.h — the H200's SFU approximations, bit for bit (sfu.c). */
#ifndef CR_SFU_H
#define CR_SFU_H

float sfu_rcp(float x);   /* rcp.approx.ftz.f32 (MUFU.RCP) */
float sfu_rsqrt(float x); /* rsqrt.approx.ftz.f32 (MUFU.RSQ) */
float sfu_ex2(float x);   /* ex2.approx.ftz.f32 (MUFU.EX2) */

#endif
