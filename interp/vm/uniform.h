/* uniform.h — which branches and barriers of a kernel are block-uniform (uniform.c). */
#ifndef CR_VM_UNIFORM_H
#define CR_VM_UNIFORM_H

#include "interp/vm/vm.h"

/* vm_insn.f of a conditional branch (BRZ, BRNZ, BR_I32, BRK_I32) or a BAR: set by
 * vm_mark_uniform. On a branch: its condition reads only block-uniform registers, so every
 * thread of the block that runs the same dynamic instance of it goes the same way. On a BAR:
 * it lies under uniform control (no divergent branch decides whether a thread reaches it), so
 * every thread reaches each of its dynamic instances together. (BR_I32 and BRK_I32 keep their
 * own flag, "jump when the comparison is false", in bit 0.) */
#define VM_F_UNIFORM 2
/* vm_insn.f of a conditional branch that is not uniform: its higher target is where its two
 * ways meet again (its immediate post-dominator: `if (c) body;`), so threads that take the
 * lower one run only the branch's region, where no uniform register is written, before they
 * get there. */
#define VM_F_MEETS 4

/* Marks the block-uniform branches and barriers, and the other branches' VM_F_MEETS, of the code [entry, end) of a kernel of NREGS
 * registers, which the code generator has just written (labels resolved). A function it cannot
 * analyse cheaply (over VM_UNIFORM_MAX instructions) is left unmarked, which is always
 * correct: the marks only let the executor skip work. */
#define VM_UNIFORM_MAX 4096
void vm_mark_uniform(vm_insn *code, uint32_t entry, uint32_t end, uint32_t nregs);

#endif
