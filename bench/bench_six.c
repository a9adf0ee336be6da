/* bench_six.c — the standard set of six kernels against native C of the same algorithm, each
 * pair measured in this one process (the machine is noisy; only ratios side by side mean
 * anything): the interpreter's launch and a gcc -O2 single-threaded C function, each run REPS
 * times, the median of each taken; the ratio per kernel and their geometric mean are printed.
 *
 *   vecadd     c[i] = a[i] + b[i], 2^24 floats, 256 threads a block
 *   reduce     2^24 floats, blocks of 256 summing through shared memory (tree, __syncthreads)
 *   shfl       2^24 floats, blocks of 256: a __shfl_down_sync tree per warp, the 8 warp sums
 *              through shared memory, a second shuffle tree in warp 0
 *   transpose  2048x2048 floats through a 32x33 shared tile, blocks of 32x8 (4 rows a thread)
 *   histogram  2^24 bytes (as ints) into 256 bins: shared atomicAdd per block, then one global
 *              atomicAdd per bin and block; 256 blocks of 256 threads, grid-stride
 *   sgemm      512^3, 16x16 tiles through shared memory, __syncthreads twice per k step
 *
 * Each launch runs twice: serially (threads=1, the interpreter's column and its ratio to native
 * C) and on the pool of two threads (threads=2, or SIX_THREADS=N; "1/2 thr" is the serial time
 * over the pool's, both in wall time, so above 1 is a speed-up). A kernel whose blocks meet in global memory (a granule of 256 bytes
 * that one block writes and another touches) starts on the pool and runs again serially.
 *
 * The native forms compute the same thing in the same order (the same trees, the same tiles),
 * so their results are compared with the device's bit for bit (a mismatch is printed).
 *
 * Usage: bench_six [REPS [KERNEL...]]   (REPS 3 by default; all six kernels by default)
 * SIX_CLOCK=cpu measures both sides in the thread's CPU time rather than wall time: on a
 * machine shared with other work, time spent waiting for a core then counts on neither side
 * (the interpreter runs a launch on the calling thread). SIX_STAT=min takes each side's
 * fastest run instead of the median: where other work shares the core's caches or its
 * sibling thread, CPU time varies too, and the least disturbed run is the steadiest figure.
 *
 * Measured (December 2026, the 2-core development machine, busy; `bench_six 5`, two runs each,
 * the executor before and after warp-wide operations and shared-memory atomics ran in the gang
 * and shared-memory accesses went straight to the block's memory):
 *
 *   kernel       before          after
 *   vecadd       4.2-4.3x        3.6-4.6x
 *   reduce       8.7-10.6x       9.9-10.2x
 *   shfl         277-291x        14.6-14.8x   (warp_sync's mask check was 3/4 of the time)
 *   transpose    3.2-3.5x        3.4-3.6x
 *   histogram    9.9-11.0x       6.2-6.9x
 *   sgemm        27.1-27.7x      13.9-15.0x
 *   geomean      14.8-15.2x      7.5-7.8x
 *
 * Later (the same machine, busier: its load between 3 and 6; `SIX_CLOCK=cpu bench_six 5`,
 * three runs each, alternating): before and after shared accesses were decided in one pass and
 * gathered from the lanes' addresses, and whole warps that pass the full mask skipped the
 * meeting of a warp-wide operation (whole_warps_meet). Every ratio, before as after, is higher
 * than in the table above, which was measured on another day in wall time: compare within a
 * table only.
 *
 *   kernel       before          after
 *   vecadd       10.0-11.2x      9.1-10.1x    (unchanged path: noise)
 *   reduce       22.8-23.5x      21.9-24.8x
 *   shfl         17.3-19.5x      14.6-15.4x
 *   transpose    8.4-8.8x        8.6-8.9x
 *   histogram    14.8-16.2x      15.0-17.5x
 *   sgemm        14.0-15.8x      13.2-15.6x   (interpreter 345-351 ms -> 325-342 ms)
 *   geomean      14.2-14.4x      13.6-13.8x
 *
 * The local-frame test in the executor's loads and stores (local_lanes, exec_ops.h) costs
 * nothing measurable here: with it and with it compiled out, alternating, `SIX_CLOCK=cpu
 * bench_six 3`, load 4.5-6, the geomean was 12.6x/11.9x with it and 11.1x/13.0x without, every
 * kernel's spread between runs larger than any difference. Keeping struct locals in registers
 * (cg.c) leaves these six kernels as they were (none has a struct local): 12.5x before, 13.8x
 * after in one pair of runs at load 4, 12.3x and 11.8x in another at load 8-9.
 *
 * Later again (the same machine, load 4-6; `SIX_CLOCK=cpu bench_six 5`, two runs each,
 * alternating, interpreter ms and ratio): before and after a whole warp's shared access was
 * checked in 32-bit steps (lanes_window), a scattered shared load took 8 lanes at one address
 * or in one run with one load and gathered the others 8 at a time, a shared 32-bit atomicAdd
 * added inline, a whole-warp shuffle permuted with AVX2 (lanes_permute32), and the sync
 * check's records left the warp (vm_warp: 1920 -> 1280 bytes).
 *
 *   kernel       before                  after
 *   vecadd       77-89 ms   5.2-6.4x     75-80 ms   5.0-6.4x   (unchanged path: noise)
 *   reduce       155-168    19.4-21.7    150        19.1-21.8
 *   shfl         165-171    12.7-14.5    142-154    10.3-13.6
 *   transpose    23.1-23.3  6.8-6.9      21.8       6.6-7.2
 *   histogram    96         15.7-16.2    44-47      7.7-8.5
 *   sgemm        283-306    14.5-15.0    193-212    9.8-10.7
 *   geomean                 11.3-12.2x              9.0-10.2x
 *
 * What is left is spread over the members' instructions, not any one helper: sgemm's inner
 * loop is ten instructions a k (JOIN, two LEAS/LEA pairs of 64-bit addresses, two shared
 * loads, FMA, ADDK, BRK) and a block's register slab (8 warps x 28 rows) does not fit the
 * first-level cache; reduce pays dispatch and the gang's splits and joins on 65536 small blocks.
 * Fewer instructions (addresses of __shared__ arrays in 32 bits, loop-invariant LEAS hoisted)
 * and a slab laid out register-major (one 256-lane loop per dense instruction) are the next
 * steps.
 *
 * A __shared__ array's 32-bit element read as one instruction (LDS32: offsets computed and
 * checked in 32 bits, no address registers written; sgemm's inner loop six instructions a step,
 * not ten). The same machine at load 6-7, `SIX_CLOCK=cpu bench_six 5 sgemm transpose reduce`,
 * two runs each, alternating, interpreter ms and ratio:
 *
 *   kernel       before                  after
 *   reduce       149-151 ms  18.0-21.3x  146-148    18.9-21.2x  (one s[i] of three fused)
 *   transpose    20.5-21.3   6.1-6.3     18.6-18.9  5.5
 *   sgemm        186-188     9.5-9.6     126-129    6.3-6.4
 *
 * A branch that splits the gang holds the warps it sends to its higher target and the JOIN
 * there takes them back as the gang was (no look over the block's warps, no program counters
 * written and read back), and the gang's branches decode their comparison once, not once a
 * member (exec_gang.h, gang_taken). Where reduce's time went before (one block of 256 threads,
 * timestamps around each gang instruction): the splitting branch of `if (t < stride)` and the
 * loop's back edge about a third, forming the gang again a tenth, the shared loads and stores
 * a third; nothing else above a few per cent. Executed x86 instructions (callgrind, reduce on
 * 2^18 floats, the launch only): 44.6 M before, 39.2 M after (-12%). Time, the same machine
 * at load 2-3, CPU time, the best of 8 alternating runs of 3 launches of 2^24 floats: reduce
 * 167 -> 154 ms, the same tree with whole warps only (every step at least 32 threads) 181 ->
 * 171 ms, the tree without the if 210 -> 196 ms. `SIX_CLOCK=cpu bench_six 3`, three runs each,
 * alternating, moved less than the noise: reduce 171-180 ms (18.3-24.0x) before, 173-223
 * (19.3-26.1x) after; geomean 9.1-9.7x before, 8.4-9.4x after. The gang's per-member work
 * (a dense instruction is four AVX2 steps a warp) is now most of what is left; a step of the
 * tree costs about as much in its loop control (JOIN, the branch, BAR, the shift, the back
 * edge, each for 8 warps) as in its body.
 *
 * The pool of threads ("2 thr ms", "1/2 thr"; the same machine at load 3.5-4, `SIX_CLOCK=cpu
 * bench_six 5`, two runs each, alternating): before, each launch on the pool made a fresh hashed
 * table of granule records (64 MiB) and fresh copies to undo, and faulted both in, page by page,
 * the first touch of each record a read of the zero page and then a copy (a TLB flush on the
 * other threads); after, one record per granule, indexed directly and kept by the session with
 * the copies (in huge pages), each launch numbering its blocks after the last one's. vecAdd runs
 * on the pool; the others meet in a granule and run again serially, which now costs little.
 * The second core is busy with other work here, so two threads are seldom faster than one (in a
 * quieter hour, load 2, before the huge pages, which change only first launches: vecadd 72-76
 * ms, 1.06-1.45x).
 *
 *   kernel       before (2 thr, 1/2 thr)         after (2 thr, 1/2 thr)
 *   vecadd       1813-1936 ms   0.06-0.07x       132-164 ms   0.61-0.94x
 *   reduce       170-233        0.94-0.98        218-229      1.04-1.06
 *   shfl         202-220        0.82-1.07        198-208      0.94-1.09
 *   transpose    243-255        0.14             29-46        0.79-0.93
 *   histogram    158-222        0.29-0.34        63           0.89-0.93
 *   sgemm        311-314        0.86-0.89        233-268      1.01-1.40
 *
 * Holding granules word by word where a block writes part of one (so that the reductions, the
 * transpose and SGEMM ran on the pool) made every kernel slower on the pool here (transpose
 * 0.63x, sgemm 0.80x, vecadd 0.44-0.66x): it is in the history, reverted. Again (7 December
 * 2026, load 0.6, wall time, `bench_six 3`, two runs each, alternating; claims.c: the words
 * written as a mask beside each granule's record, and each pool thread taking blocks in runs of
 * up to 16 consecutive ones, whose granules' records then stay in one core's cache):
 *
 *   kernel       before (1/2 thr)   words, one block a take   words, runs of blocks
 *   vecadd       0.75-0.80x         0.52-0.56x                0.84-0.93x
 *   reduce       0.99               1.47                      1.51-1.58
 *   shfl         0.94-0.99          1.45                      1.46-1.53
 *   transpose    0.94-0.95          0.60-0.64                 0.81-0.86
 *   histogram    0.98               0.98                      0.93-0.98
 *   sgemm        0.97-0.98          1.18                      1.18-1.21
 *
 * Updates (claims.h: integer atomics whose old value nobody reads, of one commutative kind,
 * which blocks may make to one word together, each as a host atomic instruction): the
 * histogram's blocks adding into the global bins now run on the pool (7 December 2026, load
 * 0.9-1.9, wall time, `bench_six 3` and `bench_six 5`, three runs): histogram 0.98x before,
 * 1.60-1.70x after (26-27 ms against 43-47 single-threaded); reduce 1.55-1.58x as before.
 *
 * Where the time goes (`perf record -g bench_six 1 KERNEL`, December 2026): outside the timed
 * launches, making the inputs and cr_memcpy_htod's first touch of device memory (page faults)
 * take most of the process; inside them, run_gang (the lockstep dispatch) is nearly all of
 * reduce, transpose and sgemm (sgemm: 40% of the whole process); histogram adds atomic_rmw and
 * vm_claims_note (about 2% and 1% of the process next to run_gang's 12%); shfl adds warp_shfl
 * (7%), select_group and warp_collective (2% and 1%) next to run_gang's 14%. So the next gains
 * are per-instruction dispatch cost in run_gang, not any one helper.
 *
 * Memory layout (the same machine, load 1.5-3.5, December 2026): a block's warps, registers
 * and shared memory were calloc'd, 16-byte aligned, and a warp's lane arrays (pc, base, lsp,
 * depth, tid) sat 36 bytes into vm_warp, so every other 32-byte step of lanes.h and of the ALU
 * loops straddled two cache lines; now they start cache lines (calloc_lines) and the lane
 * arrays come first in vm_warp (its size unchanged, 1280 bytes, so the window of blocks is
 * too). With it, lanes_permute32 stores each 8-lane part as it is made (gcc had spilled the
 * four parts and read them back in halves, a store-forwarding stall: a fifth of warp_shfl's
 * samples), and block_init no longer clears last_err with memset's rep stos (a quarter of
 * block_init's samples on an empty kernel). The launches alone (quarter-size inputs: 2^22
 * elements, 1024^2 transpose, 256^3 SGEMM; CPU time; the minimum over 10 alternating rounds
 * of 5 launches each, two such comparisons), interpreter ms:
 *
 *   kernel       before          after           change
 *   vecadd       22.2-22.8       21.6-22.4       +1..-5%
 *   reduce       42.6-43.3       39.2-41.1       -3..-9%
 *   shfl         43.6-44.0       36.3-38.7       -11..-17%
 *   transpose    5.58-5.81       4.74-4.89       -15..-16%
 *   histogram    11.4            9.8-10.1        -11..-14%
 *   sgemm        19.6-20.1       16.7-17.1       -13..-17%
 *
 * `SIX_CLOCK=cpu bench_six 5` (six runs each, alternating, in two sittings) moved less than
 * its noise here: geomean 8.5-9.9x before, 8.5-9.7x after; with SIX_STAT=min and 7 runs,
 * 9.3-10.0x before and 9.3-9.6x after, single kernels' ratios spreading by a third between
 * runs (reduce 18.6-21.1x before, 18.8-29.8x after). Tried and not kept, for want of a
 * difference the noise let show: a branch that lands on a JOIN with nothing waiting there
 * running the JOIN without its dispatch, gang_taken inlined by force, and gang_taken masking
 * and summing up each member's lanes in the pass that compares them.
 *
 * Later (the same machine at load 4-7, `SIX_CLOCK=cpu bench_six 3`: vecadd 6.6x, reduce 16.6x,
 * shfl 8.3x, transpose 5.9x, histogram 6.3x, sgemm 6.2x, geomean 7.7x). Where the launches'
 * time goes (`perf record bench_six 8 KERNEL`): reduce, run_gang 54% of the process and
 * gang_taken 12%, spread over the instructions (no line above 4%); shfl, run_gang 34%,
 * warp_shfl 14%, gang_taken 8%, select_group 6%, warp_collective 4%; in select_group a sixth
 * of the samples sit on its first read of the lanes' program counters, just written by
 * lanes_set's masked stores (a load cannot take its bytes from a masked store in flight). In
 * sgemm a seventh of the process's samples, nearly half of run_gang's, are on the copy of the
 * global loads of A and B after translate: each warp reads two rows of 16 lanes, which span_of
 * (one run of 32) does not take. Tried and not kept (alternating runs of `SIX_CLOCK=cpu
 * SIX_STAT=min bench_six 5`, interpreter ms, sorted): a __shfl_down_sync with one delta in every
 * lane as unaligned loads and blends instead of a permutation (shfl 167 170 172 174 180 184 201
 * 209 before, 171 177 183 191 203 203 210 249 after; with the result copied by one 128-byte
 * memcpy gcc made it rep movs, slower still), and lanes_set blending whole 8-lane parts instead
 * of masked stores (six runs: reduce 164-310 before, 182-201 after; shfl 165-281 before,
 * 171-197 after; no difference the noise let show). Next: a global access of a warp in two
 * runs of 16 (sgemm's tiles) without translate's lane by lane pointers.
 *
 * Where reduce's time goes, instruction by instruction (December 2026; a build that reads the
 * time stamp counter at each of run_gang's dispatches and charges the cycles since the last
 * to that instruction; one kernel launched alone at a quarter of the size, 16384 blocks). The
 * cycles of one dispatch for the whole gang (about 25 of them the counter's own): the loop's
 * JOIN 33, the `if (t < stride)` branch that splits the gang 186 (gang_taken about 60 of it),
 * the body LEAS 43, LD32 58, ADD_I32 36, LDS32 75, ADD_F32 39, ST32 57 (run by 4, 2, 1, 1 ...
 * warps), the JOIN that takes the held warps back 2 x 46 (dispatched twice), BAR 33, the shift
 * 33, the back edge 124. The eight steps are about 70% of a block, the code before the loop
 * 18%, the end of a block and the start of the next (EXIT to the next block's first
 * dispatch, ~900 cycles) 7%. A step costs the same whichever warps work in it: the tree without
 * its steps 11 ms, with strides 128-32 only 20 ms, with 16-1 only 27 ms, all of it 38 ms (2^22
 * floats), about 200 ns a step whether whole warps or part of warp 0 add. So it is neither
 * leaving the gang (reduce never does), nor the barrier (33 cycles), nor the partly active
 * warp: a block runs about 670 warp instructions, some 400 of them the loop's control (JOIN,
 * branches, BAR, the shift) run by all 8 warps on values every thread holds alike, at about
 * 10 cycles a warp instruction on average (a simple one in a dense gang about 5: four AVX2
 * steps of 8 lanes with their loads and stores), which is near what this design can do.
 * Reduce within 10x needs the loop's control computed once a block
 * (uniform, scalar registers that the code generator proves alike in every thread), not a
 * cheaper dispatch. The native reduce also moves between sittings (7.5 ms in the runs below,
 * 16.6 ms in those above: it streams 64 MiB), and its ratio with it.
 *
 * Shfl, the same way: the dense gang's SHFL was 320-390 cycles for 8 warps (warp_collective's
 * switch, warp_shfl's second look at the mask that whole_warps_meet had just checked), now
 * 190-245 (warp_shfl_full straight away where the width is 32); the JOIN after `if (lane ==
 * 0)`, where each warp's lanes come back together (lanes_set, then select_group reading the
 * program counters just written), 258-394 before and 175-331 after lanes_set blends a partial
 * 8-lane part (load, blend, store) instead of a masked store, from which the next load cannot
 * take its bytes. A JOIN that takes the held warps back as the whole gang no longer dispatches
 * itself a second time (reduce: 2 -> 1 dispatch a step). `SIX_CLOCK=cpu SIX_STAT=min bench_six
 * 5`, five runs each, alternating, the same machine at load 2-3; interpreter ms and ratio of
 * the best three runs by interpreter time:
 *
 *   kernel       before                    after
 *   vecadd       85-131 ms   7.3-13.6x     83-123 ms   8.5-10.5x   (unchanged path: noise)
 *   reduce       147-243     12.0-20.2     144-152     19.4-20.1
 *   shfl         143-163     10.8-11.1     125-135     10.2-10.3
 *   transpose    19.5-22.9   5.1-5.7       18.7-20.9   5.9-6.4
 *   histogram    43-50       8.0-8.5       41-45       7.8-8.0
 *   sgemm        139-170     6.1-6.5       140-149     6.1-6.5
 *   geomean (five runs)      8.7-10.9x                 8.5-10.3x
 *
 * Tried and not kept: LDS32 for a whole warp in one AVX2 pass, the offsets kept in vector
 * registers instead of stored and gathered back (sgemm's inner loop is two LDS32 a step, 44%
 * of its time): 186-192 -> 176-186 cycles for 8 warps at a quiet hour (a first, busy
 * measurement had shown 300 -> 195), sgemm unchanged within the noise; and lanes_set storing
 * whole 8-lane parts plainly and the rest masked (no difference). In sgemm the global loads of
 * A and B are the next fifth of the time (750-850 cycles for 8 warps, each dispatched twice a
 * tile since a warp makes one global access a turn); the two runs of 16 lanes are still
 * translated lane by lane.
 *
 * Uniform branches (interp/vm/uniform.c; exec_gang.h, in_step): the code generator marks the
 * branches whose condition every thread of a block computes alike (a divergence analysis over
 * the bytecode) and the barriers no divergent branch decides; a gang whose members are known to
 * be at one point of the kernel (from the block's start, or from a marked barrier the whole
 * block completes together) decides a marked branch from one lane of one member instead of
 * gang_taken's comparison of every lane of every member. That is reduce's loop entry and its 8
 * back edges a block, sgemm's two loops (the k loop's back edge every k), shfl's first shuffle
 * loop. Where reduce's time goes (`perf record bench_six 4 reduce`, share of the process):
 * gang_taken 14.0% before, 8.4% after (what is left is the splitting `if (t < stride)`), run_gang
 * and gang_taken together the same share of a shorter run. Times, the same 2-core machine at
 * load 2-3 (other agents' work), December 2026. The launches alone (quarter-size inputs: 2^22
 * floats, 256^3 SGEMM; CPU time, the best of 5 launches; two sittings of 10 alternating runs
 * each, minimum and median of the 10, interpreter ms):
 *
 *   kernel       before (min / median)         after (min / median)
 *   reduce       47.2 / 53.2,  48.9 / 51.9     47.0 / 66.0,  47.7 / 50.0
 *   shfl         47.9 / 53.6,  48.3 / 49.9     45.9 / 52.3,  46.0 / 47.6
 *   sgemm        28.3 / 31.0,  28.5 / 29.4     26.8 / 29.6,  26.9 / 28.9
 *
 * `SIX_CLOCK=cpu SIX_STAT=min bench_six 5`, five runs each, alternating, interpreter ms sorted
 * (the unchanged paths show the noise: vecadd, transpose and histogram do not take the new path
 * where it matters):
 *
 *   kernel       before                      after
 *   vecadd       121 127 161 164 204         97 103 108 165 168     (unchanged path: noise)
 *   reduce       199 204 227 342 364         196 198 344 357 414
 *   shfl         196 199 214 308 320         189 194 194 290 298
 *   transpose    32 43 44 55 57              32 34 35 36 46
 *   histogram    57 58 75 83 98              58 66 80 84 102
 *   sgemm        228 232 249 321 330         217 226 228 333 365
 *   geomean      7.6 8.8 8.8 8.9 9.2x        7.5 7.9 7.9 8.2 9.2x
 *
 * So 2-6% on the three kernels with loop control in the gang (sgemm and shfl the clearest),
 * less than the loop's share suggested: a uniform branch decided from one lane still costs its
 * dispatch, and the rest of a reduction step's control (the splitting branch and the JOIN that
 * takes the held warps back, the BAR, the shift, the loop head's JOIN) is dispatched for the
 * gang as before. Next, with the same marks: uniform arithmetic (the shift, sgemm's k++)
 * computed for one lane and broadcast, `t < stride` decided per warp from one lane where t is
 * the thread index (an affine analysis: the taken lanes are a range), and keeping in_step across
 * a split within a warp whose ways meet at its target (shfl's second loop, after `lane < 8 ?
 * ws[lane] : 0`).
 *
 * Tried and not kept (December 2026, the same machine at load 5-12, other agents' builds):
 * `t < stride` decided per warp from the lane range. The divergence analysis took a third
 * state beside uniform and divergent, "threadIdx.x + uniform" (threadIdx.x, a copy, its sum
 * with a uniform register or an immediate, its difference with a uniform register, written
 * outside divergent control; uniform on one path and threadIdx.x-based on another is
 * neither), and marked the branches comparing such a register with a uniform one or an
 * immediate: reduce's `if (t < stride)` and `if (t == 0)`, its and vecAdd's `if (i < n)`. A
 * gang at one point read the uniform part and the bound from one lane, and for each warp
 * holding a run of threadIdx.x (blockDim.x a multiple of 32) made the taken lanes a range from
 * its first thread index, instead of gang_taken's comparison of every lane (every comparison
 * kind held to the host's in a unit test, the corpus unchanged). The launches alone (2^22
 * floats, CPU time, the best of 5 launches a process, processes alternating, two sittings of
 * 6 and 8 rounds), interpreter ms, minimum / median of the rounds:
 *
 *   kernel       before                          after
 *   reduce       48.8 / 52.5,  55.6 / 64.1       46.3 / 49.6,  53.4 / 74.2
 *   vecadd       25.6 / 27.4,  27.4 / 34.0       24.5 / 25.8,  27.3 / 35.6
 *   shfl                       53.1 / 58.8                     55.9 / 80.4   (only `i < n`)
 *   sgemm                      29.7 / 32.8                     29.5 / 33.4   (no such branch)
 *
 * but `perf record` over 10 reduce launches put gang_taken at 8.2-9.2% of the samples before
 * and the range decision (inlined in run_gang) at 7.3% after, and run_gang with gang_taken
 * took 4031 and 3966 samples before, 4205 and 4036 after: for 8 warps, two thread indices
 * and a few comparisons a warp, with branches that depend on the warp (all, none, split),
 * cost what four AVX2 comparisons and a movemask a warp cost. `SIX_CLOCK=cpu SIX_STAT=min
 * bench_six 5`, five runs each, alternating, moved less than its noise (interpreter ms,
 * sorted: reduce 188 257 269 289 410 before, 194 196 255 272 336 after; vecadd 99 108 120
 * 164 187 before, 98 99 108 125 148 after; transpose, which takes no such branch, 32 32 33 44
 * 52 before, 41 48 50 52 53 after; geomean 7.0-8.5x both). What a reduction step costs is
 * the split and the JOIN around its body, not the comparison. Nor kept: shared_offsets (LDS32)
 * checking each lane's bounds as comparisons OR'd into one word (R[a] <= N / KA) instead of
 * three maxima and the bits each reduced and tested: sgemm 27.5 / 31.1 ms before, 30.4 / 33.5
 * after (launches alone, 256^3, 6 rounds): the two divisions cost more than the reductions.
 *
 * Where sgemm's time goes, instruction by instruction (`perf record bench_six 4 sgemm`, perf
 * annotate of run_gang, December 2026): run_gang 81% of the process, translate 4%; of
 * run_gang's samples LDS32 about 59% (two a k step), the global loads of A and B 12% (most on
 * the lane-by-lane copy after translate, a cache miss's wait on A and B), FMA 7%, ADDK 4%.
 * Inside LDS32 the samples sat mostly on shared_offsets' bounds check: gcc vectorised its
 * lane loop, then reduced each of the three maxima (index a, index b, offset) and the OR of
 * the offsets across the 8 lanes with a chain of extracts, shifts and maxima ending in a
 * movd, which the branches (and an imul) waited on, one chain after another. Now a whole
 * warp's LDS32 is done in AVX2 registers (shared_load32_full, exec.c): the offsets, the OR of
 * the indices tested against the bits that would let a product reach 2^30 (from KA's and KB's
 * leading zeros; no division), the OR of the offsets tested for alignment, and one vector
 * maximum compared with n - 4 (vptest and one movemask, no horizontal reduction); an offset at
 * most n - 4 then bounds the products as the old check's three maxima did, since no sum wraps.
 * The offsets go to the 8-lane loads (lanes_gather32_8) straight from the registers. Anything
 * it does not decide (an index of 2^30 / KA or more, an offset past the end or misaligned, a
 * partial warp) goes the old way, so every result and error is as before. After, LDS32 is
 * about 55% of a shorter run_gang, spread over the offset arithmetic (vpmulld), the tests and
 * the loads, no instruction above 2%. The same machine at load 4-13 (other agents' builds),
 * `SIX_CLOCK=cpu SIX_STAT=min bench_six 7 sgemm reduce`, six runs each, alternating,
 * interpreter ms and ratio:
 *
 *   kernel       before                     after
 *   sgemm        219-245 ms  9.7-10.0x      204-214 ms  8.4-9.1x   (every pair faster)
 *   reduce       190-208     11.5-12.3      188-247     11.6-14.3  (unchanged: noise)
 *
 * All six, `SIX_CLOCK=cpu SIX_STAT=min bench_six 5`, three runs each, alternating, while a
 * build ran on the other core (so the unchanged kernels spread widely): sgemm 231-276 ms
 * before, 206-230 after; geomean 7.2-8.6x before, 7.2-8.0x after. What is left in sgemm is the
 * global loads of the tiles (a warp's 32 lanes in two runs of 16, translated lane by lane) and
 * the dispatch of the six instructions of each k step for 8 warps.
 *
 * Tried for reduce and not kept (December 2026): `perf record` of reduce's launches gives
 * run_gang 75% of the process and the splitting branch `if (t < stride)` (gang_taken and the
 * two passes over the members after it) near a fifth, the largest single piece. A JOIN that
 * makes the group whole again from the lanes its warp's own split left waiting (without
 * select_group writing and reading back the program counters), and a split deciding its
 * members' ways as bit masks, gave reduce 2-3% and shfl -3% to +3% on the launches alone;
 * `SIX_CLOCK=cpu SIX_STAT=min bench_six 3` over the whole six, alternating, load 11-13: reduce
 * 150-175 ms before, 150-162 after, shfl 144-169 before, 147-182 after, geomean 6.7-6.9x before,
 * 6.6-7.2x after: inside the noise. A step of reduce's tree is twelve gang dispatches (the
 * loop's JOIN, the split, six body instructions, the JOIN of the held warps, BAR, the shift,
 * the back edge) where the native loop has a few instructions; what would move it is fewer
 * dispatches (the loop's control and the split computed once a block rather than once a warp,
 * the loop-invariant LEAS hoisted), not cheaper ones.
 *
 * Fewer dispatches, then (December 2026): the step's body as four instructions instead of six
 * (STS32 for `s[t] = v`, LDS32 and STS32 of one element for `s[t] += v`, and `s[t + stride]`
 * with its addition in the LDS32: docs/design.md, "shared indexing"). A launch of reduce alone
 * at 2^22 floats, in the CPU time of a cudarepl program timing its own launches (fastest of 3),
 * load 8-9: 2.37-2.44 us a block before, 2.27-2.33 after (a block without the tree, 0.64-0.72,
 * unchanged); `SIX_CLOCK=cpu bench_six 3`: reduce 153.8 ms before, 147.9 after, with the
 * native side at 13.3 and 9.3 ms (it streams 64 MiB: it moves more than the interpreter). So
 * the body's two dispatches were about 4% of a block; the rest of a step is its control (the
 * split 26% of a block, by a time stamp counter read at each dispatch; the held warps' JOIN
 * 7%, BAR, the shift and the back edge 5% each), which the loop's control computed once a
 * block would remove.
 */
#include <math.h>
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "cudarepl.h"
#include "bench/bench_native.h"
#include "bench/bench_kernels.h"

static const char *src =
    BENCH_VECADD BENCH_REDUCE BENCH_SHFL BENCH_TRANSPOSE BENCH_HISTOGRAM BENCH_SGEMM;

/* ---- native forms: the same algorithms, in the same order -------------------------------- */

__attribute__((noinline)) static void native_vecadd(const float *a, const float *b, float *c, int n)
{
    for (int i = 0; i < n; i++)
        c[i] = a[i] + b[i];
}

__attribute__((noinline)) static void native_reduce(const float *in, float *out, int n)
{
    float s[256];
    for (int b = 0; b < n / 256; b++) {
        memcpy(s, in + (size_t)b * 256, sizeof s);
        for (int stride = 128; stride > 0; stride >>= 1)
            for (int t = 0; t < stride; t++)
                s[t] += s[t + stride];
        out[b] = s[0];
    }
}

__attribute__((noinline)) static void native_transpose(const float *in, float *out, int n)
{
    float tile[32][33];
    for (int by = 0; by < n / 32; by++)
        for (int bx = 0; bx < n / 32; bx++) {
            for (int y = 0; y < 32; y++)
                for (int x = 0; x < 32; x++)
                    tile[y][x] = in[(size_t)(by * 32 + y) * n + bx * 32 + x];
            for (int y = 0; y < 32; y++)
                for (int x = 0; x < 32; x++)
                    out[(size_t)(bx * 32 + y) * n + by * 32 + x] = tile[x][y];
        }
}

__attribute__((noinline)) static void native_histogram(const int *in, unsigned *bins, int n)
{
    unsigned h[256] = {0};
    for (int i = 0; i < n; i++)
        h[in[i] & 255]++;
    for (int t = 0; t < 256; t++)
        bins[t] += h[t];
}

__attribute__((noinline)) static void native_sgemm(const float *A, const float *B, float *C, int n)
{
    float As[16][16], Bs[16][16], acc[16][16];
    for (int by = 0; by < n / 16; by++)
        for (int bx = 0; bx < n / 16; bx++) {
            memset(acc, 0, sizeof acc);
            for (int k0 = 0; k0 < n; k0 += 16) {
                for (int ty = 0; ty < 16; ty++)
                    for (int tx = 0; tx < 16; tx++) {
                        As[ty][tx] = A[(size_t)(by * 16 + ty) * n + k0 + tx];
                        Bs[ty][tx] = B[(size_t)(k0 + ty) * n + bx * 16 + tx];
                    }
                /* k ascending for each element, as each thread sums (the kernel's multiply-add
                 * is one FMA; with these inputs every product and sum is exact, so a multiply
                 * and an add, which gcc -O2 emits for x86-64, give the same bits) */
                for (int ty = 0; ty < 16; ty++)
                    for (int k = 0; k < 16; k++)
                        for (int tx = 0; tx < 16; tx++)
                            acc[ty][tx] += As[ty][k] * Bs[k][tx];
            }
            for (int ty = 0; ty < 16; ty++)
                for (int tx = 0; tx < 16; tx++)
                    C[(size_t)(by * 16 + ty) * n + bx * 16 + tx] = acc[ty][tx];
        }
}

/* ---- the harness ------------------------------------------------------------------------- */

typedef struct {
    const char *name, *what;
    cr_dim3 grid, block;
    int nargs;          /* device buffers a, b, c (c is the result), then n */
    size_t in_bytes, out_bytes;
    int n;
    void (*native)(const void *a, const void *b, void *c, int n);
} kernel_case;

static void nat_vecadd(const void *a, const void *b, void *c, int n) { native_vecadd(a, b, c, n); }
static void nat_reduce(const void *a, const void *b, void *c, int n) { (void)b; native_reduce(a, c, n); }
static void nat_shfl(const void *a, const void *b, void *c, int n) { (void)b; native_shfl(a, c, n); }
static void nat_transpose(const void *a, const void *b, void *c, int n) { (void)b; native_transpose(a, c, n); }
static void nat_histogram(const void *a, const void *b, void *c, int n)
{
    (void)b;
    memset(c, 0, 256 * sizeof(unsigned));
    native_histogram(a, c, n);
}
static void nat_sgemm(const void *a, const void *b, void *c, int n) { native_sgemm(a, b, c, n); }

int main(int argc, char **argv)
{
    int reps = argc > 1 ? atoi(argv[1]) : 3;
    bench_clock_from_env();
    if (reps < 1)
        reps = 1;
    const int N24 = 1 << 24, T = 2048, M = 512;
    kernel_case cases[] = {
        {"vecadd", "2^24 floats", {N24 / 256, 1, 1}, {256, 1, 1}, 2, (size_t)N24 * 4, (size_t)N24 * 4, N24, nat_vecadd},
        {"reduce", "2^24 floats, shared tree", {N24 / 256, 1, 1}, {256, 1, 1}, 1, (size_t)N24 * 4,
         (size_t)N24 / 256 * 4, N24, nat_reduce},
        {"shfl", "2^24 floats, shuffle tree", {N24 / 256, 1, 1}, {256, 1, 1}, 1, (size_t)N24 * 4,
         (size_t)N24 / 256 * 4, N24, nat_shfl},
        {"transpose", "2048^2, 32x33 tile", {T / 32, T / 32, 1}, {32, 8, 1}, 1, (size_t)T * T * 4,
         (size_t)T * T * 4, T, nat_transpose},
        {"histogram", "2^24 ints, 256 bins", {256, 1, 1}, {256, 1, 1}, 1, (size_t)N24 * 4, 256 * 4, N24,
         nat_histogram},
        {"sgemm", "512^3, 16x16 tiles", {M / 16, M / 16, 1}, {256, 1, 1}, 2, (size_t)M * M * 4,
         (size_t)M * M * 4, M, nat_sgemm},
    };
    const int ncases = (int)(sizeof cases / sizeof cases[0]);
    cr_session *s = cr_session_new(NULL, NULL, NULL);
    if (!s || cr_compile_device(s, "six.cu", src) != CR_OK) {
        fprintf(stderr, "compile failed\n");
        return 1;
    }
    /* inputs: small integers in floats (exact sums, so any order would agree; the orders are
     * the same anyway), bytes in ints for the histogram */
    size_t maxb = (size_t)N24 * 4;
    float *a = malloc(maxb), *b = malloc(maxb);
    void *c = malloc(maxb), *dres = malloc(maxb);
    for (int i = 0; i < N24; i++) {
        a[i] = (float)(i % 1000) * 0.25f;
        b[i] = (float)(i % 7);
    }
    int *bytes = malloc(maxb);
    uint32_t x = 2463534242u;
    for (int i = 0; i < N24; i++) {
        x ^= x << 13, x ^= x >> 17, x ^= x << 5;
        bytes[i] = (int)(x >> 8);
    }
    uint64_t da, db, dc;
    if (cr_device_alloc(s, &da, maxb) || cr_device_alloc(s, &db, maxb) || cr_device_alloc(s, &dc, maxb) ||
        cr_memcpy_htod(s, db, b, maxb))
        return 1;
    /* SIX_THREADS=N: the pool's column with N threads (2 by default) */
    unsigned pool_threads = getenv("SIX_THREADS") ? (unsigned)atoi(getenv("SIX_THREADS")) : 2;
    pool_threads = pool_threads < 2 ? 2 : pool_threads;
    char thr_ms[16], thr_ratio[16];
    snprintf(thr_ms, sizeof thr_ms, "%u thr ms", pool_threads);
    snprintf(thr_ratio, sizeof thr_ratio, "1/%u thr", pool_threads);
    printf("%-10s %-26s %12s %12s %8s %12s %8s\n", "kernel", "size", "interp ms", "native ms", "ratio",
           thr_ms, thr_ratio);
    double logsum = 0;
    int nrun = 0, bad = 0;
    double *ti = malloc((size_t)reps * sizeof *ti), *tn = malloc((size_t)reps * sizeof *tn);
    double *t2 = malloc((size_t)reps * sizeof *t2), *tw = malloc((size_t)reps * sizeof *tw);
    for (int k = 0; k < ncases; k++) {
        kernel_case *kc = &cases[k];
        if (argc > 2) {
            bool want = false;
            for (int i = 2; i < argc; i++)
                want |= !strcmp(argv[i], kc->name);
            if (!want)
                continue;
        }
        const void *in = !strcmp(kc->name, "histogram") ? (const void *)bytes : (const void *)a;
        if (cr_memcpy_htod(s, da, in, kc->in_bytes))
            return 1;
        int n = kc->n;
        void *args2[] = {&da, &db, &dc, &n}, *args1[] = {&da, &dc, &n};
        for (int r = 0; r < reps; r++) {
            if (!strcmp(kc->name, "histogram") && cr_memset(s, dc, 0, kc->out_bytes))
                return 1;
            cr_session_options(s)->threads = pool_threads;
            double t0 = wall();
            int e = cr_launch(s, kc->name, kc->grid, kc->block, 0, kc->nargs == 2 ? args2 : args1);
            t2[r] = wall() - t0;
            if (!strcmp(kc->name, "histogram") && cr_memset(s, dc, 0, kc->out_bytes))
                return 1;
            cr_session_options(s)->threads = 1;
            double w0 = wall();
            t0 = now();
            e |= cr_launch(s, kc->name, kc->grid, kc->block, 0, kc->nargs == 2 ? args2 : args1);
            ti[r] = now() - t0;
            tw[r] = wall() - w0;
            if (e) {
                fprintf(stderr, "%s: launch failed: %s\n", kc->name, cr_error_name(e));
                return 1;
            }
            t0 = now();
            kc->native(in, b, c, n);
            tn[r] = now() - t0;
        }
        if (cr_memcpy_dtoh(s, dres, dc, kc->out_bytes))
            return 1;
        if (memcmp(dres, c, kc->out_bytes)) {
            printf("%s: the device's result differs from the native one\n", kc->name);
            bad = 1;
        }
        double mi = summary(ti, reps), mn = summary(tn, reps), m2 = summary(t2, reps),
               mw = summary(tw, reps);
        printf("%-10s %-26s %12.1f %12.2f %7.1fx %12.1f %7.2fx\n", kc->name, kc->what, mi * 1e3, mn * 1e3,
               mi / mn, m2 * 1e3, mw / m2);
        fflush(stdout);
        logsum += log(mi / mn);
        nrun++;
    }
    if (nrun)
        printf("geometric mean of the ratios (%d kernels, %s of %d): %.1fx\n", nrun,
               stat_min ? "min" : "median", reps, exp(logsum / nrun));
    free(ti);
    free(tn);
    free(t2);
    free(tw);
    free(a);
    free(b);
    free(c);
    free(dres);
    free(bytes);
    cr_session_free(s);
    return bad;
}
