/* guide.h — the sections of the CUDA C++ Programming Guide that user-facing text cites.
 *
 * Users know the guide, not the seed files the project was built from (chapters 2.3, 5.3
 * and 5.4 of the guide, version 13): every message, :doc text and document
 * cites a section by number and title, as CR_GUIDE_5_4_6_6 spells it. Each section is defined
 * once, here; sess_guide finds a citation by number for tables (the built-in table's section
 * column) and for numbers computed at run time.
 */
#ifndef CR_SESSION_GUIDE_H
#define CR_SESSION_GUIDE_H

#define CR_GUIDE_PREFIX "CUDA C++ Programming Guide "
#define CR_GUIDE(num, title) CR_GUIDE_PREFIX "§" num " (" title ")"

#define CR_GUIDE_2_3_4 CR_GUIDE("2.3.4", "Memory Performance")
#define CR_GUIDE_2_3_4_1 CR_GUIDE("2.3.4.1", "Coalesced Global Memory Access")
#define CR_GUIDE_2_3_4_2 CR_GUIDE("2.3.4.2", "Shared Memory Access Patterns")
#define CR_GUIDE_2_3_4_2_2 CR_GUIDE("2.3.4.2.2", "Shared Memory Bank Conflicts")
#define CR_GUIDE_2_3_6 CR_GUIDE("2.3.6", "Cooperative Groups")
#define CR_GUIDE_4_18 CR_GUIDE("4.18", "CUDA Dynamic Parallelism")
#define CR_GUIDE_5_3 CR_GUIDE("5.3", "C++ Language Support")
#define CR_GUIDE_5_3_8 CR_GUIDE("5.3.8", "Lambda Expressions")
#define CR_GUIDE_5_3_10_1 CR_GUIDE("5.3.10.1", "Unsupported Features")
#define CR_GUIDE_5_3_10_2 CR_GUIDE("5.3.10.2", "Namespace Reservations")
#define CR_GUIDE_5_3_10_4_2 CR_GUIDE("5.3.10.4.2", "Const-Qualified Variables")
#define CR_GUIDE_5_3_10_6_1 CR_GUIDE("5.3.10.6.1", "Class-type Variables")
#define CR_GUIDE_5_3_10_6_2 CR_GUIDE("5.3.10.6.2", "Data Members")
#define CR_GUIDE_5_3_10_6_3 CR_GUIDE("5.3.10.6.3", "Function Members")
#define CR_GUIDE_5_3_11_4 CR_GUIDE("5.3.11.4", "constexpr Variables")
#define CR_GUIDE_5_3_7 CR_GUIDE("5.3.7", "C Standard Library Functions")
#define CR_GUIDE_5_3_7_1 CR_GUIDE("5.3.7.1", "clock() and clock64()")
#define CR_GUIDE_5_3_7_2 CR_GUIDE("5.3.7.2", "printf()")
#define CR_GUIDE_5_3_7_3 CR_GUIDE("5.3.7.3", "memcpy() and memset()")
#define CR_GUIDE_5_3_7_4 CR_GUIDE("5.3.7.4", "malloc() and free()")
#define CR_GUIDE_5_3_7_5 CR_GUIDE("5.3.7.5", "alloca()")
#define CR_GUIDE_5_4_1_1 CR_GUIDE("5.4.1.1", "Execution Space Specifiers")
#define CR_GUIDE_5_4_1_2 CR_GUIDE("5.4.1.2", "Memory Space Specifiers")
#define CR_GUIDE_5_4_1_2_1 CR_GUIDE("5.4.1.2.1", "__shared__ Memory")
#define CR_GUIDE_5_4_1_2_2 CR_GUIDE("5.4.1.2.2", "__managed__ Memory")
#define CR_GUIDE_5_4_2_2 CR_GUIDE("5.4.2.2", "Built-in Variables")
#define CR_GUIDE_5_4_2_3 CR_GUIDE("5.4.2.3", "Built-in Types")
#define CR_GUIDE_5_4_3 CR_GUIDE("5.4.3", "Kernel Configuration")
#define CR_GUIDE_5_4_4 CR_GUIDE("5.4.4", "Synchronization Primitives")
#define CR_GUIDE_5_4_4_1 CR_GUIDE("5.4.4.1", "Thread Block Synchronization Functions")
#define CR_GUIDE_5_4_4_2 CR_GUIDE("5.4.4.2", "Warp Synchronization Function")
#define CR_GUIDE_5_4_4_3 CR_GUIDE("5.4.4.3", "Memory Fence Functions")
#define CR_GUIDE_5_4_5 CR_GUIDE("5.4.5", "Atomic Functions")
#define CR_GUIDE_5_4_5_1 CR_GUIDE("5.4.5.1", "Legacy Atomic Functions")
#define CR_GUIDE_5_4_5_1_1 CR_GUIDE("5.4.5.1.1", "atomicAdd()")
#define CR_GUIDE_5_4_5_1_10 CR_GUIDE("5.4.5.1.10", "atomicExch()")
#define CR_GUIDE_5_4_5_1_11 CR_GUIDE("5.4.5.1.11", "atomicCAS()")
#define CR_GUIDE_5_4_5_2 CR_GUIDE("5.4.5.2", "Built-in Atomic Functions")
#define CR_GUIDE_5_4_5_2_10 CR_GUIDE("5.4.5.2.10", "__nv_atomic_load(), __nv_atomic_load_n()")
#define CR_GUIDE_5_4_5_2_11 CR_GUIDE("5.4.5.2.11", "__nv_atomic_store(), __nv_atomic_store_n()")
#define CR_GUIDE_5_4_6 CR_GUIDE("5.4.6", "Warp Functions")
#define CR_GUIDE_5_4_6_1 CR_GUIDE("5.4.6.1", "Warp Active Mask")
#define CR_GUIDE_5_4_6_2 CR_GUIDE("5.4.6.2", "Warp Vote Functions")
#define CR_GUIDE_5_4_6_3 CR_GUIDE("5.4.6.3", "Warp Match Functions")
#define CR_GUIDE_5_4_6_4 CR_GUIDE("5.4.6.4", "Warp Reduce Functions")
#define CR_GUIDE_5_4_6_5 CR_GUIDE("5.4.6.5", "Warp Shuffle Functions")
#define CR_GUIDE_5_4_6_6 CR_GUIDE("5.4.6.6", "Warp __sync Intrinsic Constraints")
#define CR_GUIDE_5_4_8 CR_GUIDE("5.4.8", "CUDA-Specific Functions")
#define CR_GUIDE_5_4_8_1 CR_GUIDE("5.4.8.1", "Address Space Predicate Functions")
#define CR_GUIDE_5_4_8_2 CR_GUIDE("5.4.8.2", "Address Space Conversion Functions")
#define CR_GUIDE_5_4_8_3 CR_GUIDE("5.4.8.3", "Low-Level Load and Store Functions")
#define CR_GUIDE_5_4_8_4 CR_GUIDE("5.4.8.4", "__trap()")
#define CR_GUIDE_5_4_8_5 CR_GUIDE("5.4.8.5", "__nanosleep()")
#define CR_GUIDE_5_4_8_6 CR_GUIDE("5.4.8.6", "Dynamic Programming eXtension (DPX) Instructions")
#define CR_GUIDE_5_4_9 CR_GUIDE("5.4.9", "Compiler Optimization Hints")
#define CR_GUIDE_5_4_9_2 CR_GUIDE("5.4.9.2", "__builtin_assume_aligned()")
#define CR_GUIDE_5_4_9_3 CR_GUIDE("5.4.9.3", "__builtin_assume() and __assume()")
#define CR_GUIDE_5_4_9_4 CR_GUIDE("5.4.9.4", "__builtin_constant_p()")
#define CR_GUIDE_5_4_9_5 CR_GUIDE("5.4.9.5", "__builtin_expect()")
#define CR_GUIDE_5_4_9_6 CR_GUIDE("5.4.9.6", "__builtin_unreachable()")
#define CR_GUIDE_5_4_10_1 CR_GUIDE("5.4.10.1", "Assertion")
#define CR_GUIDE_5_4_11 CR_GUIDE("5.4.11", "Warp Matrix Functions")
#define CR_GUIDE_5_4_10_2 CR_GUIDE("5.4.10.2", "Breakpoint Function")

/* The citation of section NUM ("5.4.4.1"): the entry above, or for a section not listed the
 * nearest enclosing one that is ("5.4.5.2.3" -> §5.4.5.2), or the guide itself; NUM itself when
 * it names another document ("CUDA Math API"). */
const char *sess_guide(const char *num);

/* The same without CR_GUIDE_PREFIX: "§5.4.4.1 (Thread Block Synchronization Functions)". */
const char *sess_guide_short(const char *num);

#endif
