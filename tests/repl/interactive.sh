#!/bin/sh
# The REPL in a real terminal, driven through tmux (send-keys, capture-pane): the prompt and the
# continuation prompt, tab completion (names, commands with their colon, file names after :load,
# members after "." and "->", the names of a namespace after "cg::"), Ctrl-C of a kernel that
# never ends and of host code that never ends (the session goes on), Ctrl-C at the prompt, cells
# of several lines (a six-line kernel) recalled by one Up, and history (a whole cell per entry)
# kept across restarts in ~/.cudarepl_history.
set -u
CUDAREPL=${CUDAREPL:?}
home=$(mktemp -d)
sess="cr-repl-$$"
# a tmux server of its own (-L): one already running would start the REPL with its environment
tmux() { command tmux -L "$sess" "$@"; }
trap 'tmux kill-server 2>/dev/null; rm -rf "$home"' EXIT

screen() { tmux capture-pane -p -t "$sess" -S -200; }
fail() {
    echo "interactive: $1"
    echo "--- screen:"
    screen
    exit 1
}
# wait_for TEXT [SECONDS]: until TEXT is on the screen
wait_for() {
    i=0
    while [ "$i" -lt $((${2:-10} * 10)) ]; do
        screen | grep -qF -- "$1" && return 0
        sleep 0.1
        i=$((i + 1))
    done
    fail "'$1' did not appear"
}
# count TEXT: how many lines of the screen hold TEXT
count() { screen | grep -cF -- "$1"; }
# wait_count TEXT N: until N lines hold TEXT
wait_count() {
    i=0
    while [ "$i" -lt 100 ]; do
        [ "$(count "$1")" -ge "$2" ] && return 0
        sleep 0.1
        i=$((i + 1))
    done
    fail "'$1' did not appear $2 times"
}
type_line() { tmux send-keys -t "$sess" -l "$1"; tmux send-keys -t "$sess" Enter; }
start() {
    tmux new-session -d -s "$sess" -x 150 -y 60 "env HOME=$home TERM=xterm $CUDAREPL"
    wait_for "cuda>"
}

start
# completion: "__syncthr" + Tab completes to __syncthreads
tmux send-keys -t "$sess" -l ":doc __syncthr"
tmux send-keys -t "$sess" Tab
sleep 0.3
tmux send-keys -t "$sess" Enter
wait_for "void __syncthreads()"

# a command completes with its colon kept
tmux send-keys -t "$sess" -l ":sy"
tmux send-keys -t "$sess" Tab
sleep 0.3
tmux send-keys -t "$sess" Enter
wait_for "nothing defined yet"

# file names complete after :load (and :run, :litmus, :save)
mkdir -p "$home/kernels"
printf 'printf("loaded through completion\\n");\n' >"$home/kernels/hello_load.cu"
tmux send-keys -t "$sess" -l ":load $home/ker"
tmux send-keys -t "$sess" Tab
sleep 0.3
tmux send-keys -t "$sess" -l "hel"
tmux send-keys -t "$sess" Tab
sleep 0.3
tmux send-keys -t "$sess" Enter
wait_for "loaded through completion"
for cmd in run litmus save; do
    tmux send-keys -t "$sess" -l ":$cmd $home/kernels/hel"
    tmux send-keys -t "$sess" Tab
    wait_for ":$cmd $home/kernels/hello_load.cu"
    tmux send-keys -t "$sess" C-u
done

# members: x y z of the built-in vectors, and of a struct the session knows
tmux send-keys -t "$sess" -l "blockDim."
tmux send-keys -t "$sess" Tab Tab
wait_for "blockDim.z"
tmux send-keys -t "$sess" C-u
type_line "struct pt { int alpha; float beta; }; "
type_line "struct pt p = {7, 2.5f}; "
type_line "struct pt *q = &p; "
tmux send-keys -t "$sess" -l "p.al"
tmux send-keys -t "$sess" Tab
sleep 0.3
tmux send-keys -t "$sess" Enter
wait_for "(int) 7"
tmux send-keys -t "$sess" -l "q->be"
tmux send-keys -t "$sess" Tab
sleep 0.3
tmux send-keys -t "$sess" Enter
wait_for "(float) 2.5"
tmux send-keys -t "$sess" -l "threadIdx."
tmux send-keys -t "$sess" Tab Tab
wait_for "threadIdx.z"
tmux send-keys -t "$sess" C-u
# after NS:: the names of the namespace (an alias followed): cg:: offers cooperative groups
type_line "#include <cooperative_groups.h>"
type_line "namespace cg = cooperative_groups; "
tmux send-keys -t "$sess" -l "cg::"
tmux send-keys -t "$sess" Tab Tab
wait_for "cg::tiled_partition"
[ "$(count 'cg::atomicAdd')" -eq 0 ] || fail "cg:: offers names outside the namespace"
tmux send-keys -t "$sess" C-u

# a name in a namespace, through the alias a program gives it (cg::this_thread_block)
type_line "#include <cooperative_groups.h>"
type_line "namespace cg = cooperative_groups; "
type_line "6000 + 543"
wait_for "(int) 6543" 30
tmux send-keys -t "$sess" -l "cg::this_thr"
tmux send-keys -t "$sess" Tab
sleep 0.3
wait_for "cg::this_thread_block"
tmux send-keys -t "$sess" C-u

# continuation prompt while the input is incomplete
type_line "__global__ void spin()"
wait_for "...>"
type_line "{ while (1) {} }"
type_line "int x = 41;"
type_line "x + 1"
wait_for "(int) 42"

# Ctrl-C stops a kernel that never ends; the session goes on
type_line "spin<<<1, 32>>>();"
sleep 1
tmux send-keys -t "$sess" C-c
wait_for "the kernel was interrupted"
wait_count "cudarepl: interrupted" 1
type_line "x + 2"
wait_for "(int) 43"

# Ctrl-C stops host code that never ends
type_line "while (1) { x = x; }"
sleep 1
tmux send-keys -t "$sess" C-c
wait_count "cudarepl: interrupted" 2
type_line "x + 3"
wait_for "(int) 44"

# a kernel of six lines is one entry too: Up Up (past its launch) recalls it whole
type_line "__global__ void six(int *a)"
type_line "{"
type_line "  int i = threadIdx.x; "
type_line "  if (i == 0)"
type_line "    printf(\"six ran %d\\n\", i); "
type_line "}"
type_line "six<<<1, 1>>>(0); "
wait_count "six ran 0" 1
tmux send-keys -t "$sess" Up Up
sleep 0.3
tmux send-keys -t "$sess" Enter
type_line "six<<<1, 1>>>(0); "
wait_count "six ran 0" 2
[ "$(count 'error:')" -eq 0 ] || fail "the recalled kernel was not one cell"

# Ctrl-C at the prompt drops the cell being typed
type_line "int y = (1 +"
wait_for "...>"
tmux send-keys -t "$sess" C-c
sleep 0.3
type_line "x + 4"
wait_for "(int) 45"

# a cell of several lines is one history entry: one Up recalls all of it
type_line "for (int i = 0; i < 2; i++)"
type_line "{ printf(\"row %d\\n\", i); "
type_line "}"
wait_count "row 1" 1
tmux send-keys -t "$sess" Up
sleep 0.3
tmux send-keys -t "$sess" Enter
wait_count "row 1" 2

# history survives a restart, a whole cell per entry
type_line ":quit"
i=0
while tmux has-session -t "$sess" 2>/dev/null && [ $i -lt 50 ]; do sleep 0.1; i=$((i + 1)); done
tmux kill-session -t "$sess" 2>/dev/null
[ -s "$home/.cudarepl_history" ] || fail "no history file was written"
start
tmux send-keys -t "$sess" Up Up
sleep 0.3
tmux send-keys -t "$sess" Enter
wait_count "row 1" 1
tmux send-keys -t "$sess" Up Up Up Up Up
sleep 0.3
[ "$(count 'cuda> x + 4')" -ge 1 ] || fail "history from the last session is not there"
tmux send-keys -t "$sess" C-u
type_line ":quit"
echo "interactive: ok"
