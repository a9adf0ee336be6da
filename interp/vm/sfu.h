/* sfu.h — the H200's SFU approximations, bit for bit (sfu.c). */
#ifndef CR_SFU_H
#define CR_SFU_H

float sfu_rcp(float x);   /* rcp.approx.ftz.f32 (MUFU.RCP) */
float sfu_rsqrt(float x); /* rsqrt.approx.ftz.f32 (MUFU.RSQ) */
float sfu_sqrt(float x);  /* sqrt.approx.ftz.f32 (MUFU.SQRT) */
float sfu_ex2(float x);   /* ex2.approx.ftz.f32 (MUFU.EX2) */
float sfu_lg2(float x);   /* lg2.approx.ftz.f32 (MUFU.LG2) */
float sfu_sin(float x);   /* sin.approx.f32, .ftz or not (FMUL.RZ by 1/(2 pi), MUFU.SIN) */
float sfu_cos(float x);   /* cos.approx.f32, .ftz or not (FMUL.RZ by 1/(2 pi), MUFU.COS) */
float sfu_tanh(float x);  /* tanh.approx.f32 (MUFU.TANH) */
double sfu_rcp64h(double x); /* rcp.approx.ftz.f64 (MUFU.RCP64H; low word 0) */
double sfu_rsq64h(double x); /* rsqrt.approx.ftz.f64 (MUFU.RSQ64H; low word 0) */

#endif
