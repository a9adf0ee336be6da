# cudarepl build. `make` builds bin/cudarepl and bin/cudarepl-kernel (installing missing Debian
# packages first through scripts/install-deps.sh); `make test` runs every test layer;
# `make test-asan` runs the same suite on an AddressSanitizer + UBSan build in build-asan/.
#
# Library code lives in interp/ and devmodel/ and is linked into both executables and into the
# Criterion test binaries (one per folder tests/<module>/ holding test_*.c files).

CC      ?= cc
BUILD   ?= build
BIN     ?= bin
OPT     ?= -O2
SAN     ?=
PREFIX  ?= /usr/local
DISPATCH ?=

CPPFLAGS += -Iinclude -I. -MMD -MP -D_GNU_SOURCE
CFLAGS  += -std=gnu11 -g $(OPT) -Wall -Wextra -Wno-unused-parameter -fno-strict-aliasing \
           -fno-omit-frame-pointer $(SAN) $(DISPATCH)
# libtcc's allocator and the stdio calls its preprocessor writes with are wrapped
# (interp/front/pp.c): the preprocessor's memory, output and interrupt checks. Every program linked with libcudarepl.a needs these flags.
TCC_WRAP := -Wl,--wrap=tcc_malloc,--wrap=tcc_mallocz,--wrap=tcc_realloc,--wrap=tcc_free \
            -Wl,--wrap=fputs,--wrap=fputc
LDFLAGS += $(SAN) $(TCC_WRAP)
LDLIBS  += -ltcc -lffi -ledit -lzmq -ljansson -lcrypto -lz -ldl -lm -lpthread

LIB_SRC  := $(sort $(wildcard interp/*/*.c devmodel/*.c devmodel/*/*.c))
REPL_SRC := $(sort $(wildcard repl/*.c))
JK_SRC   := $(sort $(wildcard jupyter/*.c))
# the executor first: `make -j` then starts its compile, the longest, first
LIB_OBJ  := $(BUILD)/interp/vm/exec.o $(filter-out $(BUILD)/interp/vm/exec.o,$(LIB_SRC:%.c=$(BUILD)/%.o))
REPL_OBJ := $(REPL_SRC:%.c=$(BUILD)/%.o)
JK_OBJ   := $(JK_SRC:%.c=$(BUILD)/%.o)
# The front ends' main() lives in main.c so that their other modules can be unit-tested.
REPL_LIB_OBJ := $(filter-out $(BUILD)/repl/main.o,$(REPL_OBJ))
JK_LIB_OBJ   := $(filter-out $(BUILD)/jupyter/main.o,$(JK_OBJ))

TEST_DIRS := $(sort $(patsubst tests/%/,%,$(dir $(wildcard tests/*/test_*.c))))
TEST_BINS := $(TEST_DIRS:%=$(BUILD)/tests/%.test)

DEPS_STAMP := $(BUILD)/.deps-ok

.PHONY: all deps run test test-unit test-programs test-repl test-litmus test-jupyter test-browser test-hub test-asan \
        test-switch test-fuzz fuzz fuzz-bins bench clean install install-kernel test-update print-link-flags

all: $(BIN)/cudarepl $(BIN)/cudarepl-kernel

deps: $(DEPS_STAMP)

$(DEPS_STAMP): scripts/install-deps.sh
	@sh scripts/install-deps.sh
	@mkdir -p $(@D) && touch $@

$(BUILD)/%.o: %.c | $(DEPS_STAMP)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) -c $< -o $@

# The executor's lane loops are worth the vectoriser's full effort. On x86-64 the executor is
# built twice, the second time for AVX2 and FMA (exec.c names that copy's entry vm_launch_avx2;
# fmaf is then one instruction, not a call, and FMA_F32's lane loop vectorises), and vm_launch
# picks the copy the CPU can run. -ffp-contract=off: the lane loops must round as
# the device does (the bytecode says where an FMA is). Under gcc, -fno-gcse: GCC's manual
# advises it for computed-goto interpreters, and its RTL passes over the dispatch functions
# were 40% of the build (bench_six runs as fast without them); -fno-var-tracking: the debug
# information keeps lines and types, not where each local of the dispatch functions lives at
# each instruction, which took a fifth of the rest.
CC_IS_GCC := $(shell $(CC) --version 2>/dev/null | head -1 | grep -qi clang || echo yes)
EXEC_OPT = $(if $(filter -O2,$(OPT)),-O3,$(OPT)) -ffp-contract=off \
           $(if $(CC_IS_GCC),-fno-gcse -fno-gcse-after-reload -fno-var-tracking)
$(BUILD)/interp/vm/exec.o: OPT := $(EXEC_OPT)
# cudamath.c rounds where the GPU rounds: the compiler may fuse no multiply and add itself
$(BUILD)/interp/vm/cudamath.o: CFLAGS += -ffp-contract=off
# sfu.c links in the H200's SFU tables (tests/device-sweeps/sfu_pack.c makes the file)
SFU_TABLES := interp/vm/sfu_tables.bin
SFU_SQRT := interp/vm/sfu_sqrt.z
$(BUILD)/interp/vm/sfu.o: CPPFLAGS += -DSFU_TABLES='"$(SFU_TABLES)"' -DSFU_SQRT='"$(SFU_SQRT)"'
$(BUILD)/interp/vm/sfu.o: $(SFU_TABLES) $(SFU_SQRT)
# curand_data.c links in the Sobol direction numbers (tests/device-sweeps/sobol_pack.c makes them)
# and MTGP32's parameter sets (tests/device-sweeps/mtgp_pack.py), the scrambled Sobol tables
# (tests/device-sweeps/ssobol_pack.c) and MT19937's jump polynomial (tests/device-sweeps/mt19937_jump.c)
SOBOL_TABLES := interp/host/sobol_tables.bin
SSOBOL_TABLES := interp/host/ssobol_tables.bin
MTGP_PARAMS := interp/host/mtgp_params.bin
MT19937_JUMP := interp/host/mt19937_jump.bin
$(BUILD)/interp/host/curand_data.o: CPPFLAGS += -DSOBOL_TABLES='"$(SOBOL_TABLES)"' -DMTGP_PARAMS='"$(MTGP_PARAMS)"' \
	-DSSOBOL_TABLES='"$(SSOBOL_TABLES)"' -DMT19937_JUMP='"$(MT19937_JUMP)"'
$(BUILD)/interp/host/curand_data.o: $(SOBOL_TABLES) $(MTGP_PARAMS) $(SSOBOL_TABLES) $(MT19937_JUMP)
ifeq ($(shell uname -m),x86_64)
LIB_OBJ := $(BUILD)/interp/vm/exec_avx2.o $(LIB_OBJ)
$(BUILD)/interp/vm/exec_avx2.o: interp/vm/exec.c | $(DEPS_STAMP)
	@mkdir -p $(@D)
	$(CC) $(CPPFLAGS) $(CFLAGS) $(EXEC_OPT) -mavx2 -mfma -DVM_AVX2 -c $< -o $@
# the lane helpers as that copy compiles them
$(BUILD)/tests/vm/test_lanes_avx2.o: CFLAGS += -mavx2
endif

$(BUILD)/libcudarepl.a: $(LIB_OBJ)
	@rm -f $@
	ar rcs $@ $^

$(BIN)/cudarepl: $(REPL_OBJ) $(BUILD)/libcudarepl.a
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BIN)/cudarepl-kernel: $(JK_OBJ) $(BUILD)/libcudarepl.a
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

# tests/<dir>/test_*.c -> one Criterion binary per folder, $(BUILD)/tests/<dir>.test
.SECONDEXPANSION:
$(BUILD)/tests/%.test: $$(addprefix $(BUILD)/,$$(addsuffix .o,$$(basename $$(wildcard tests/$$*/test_*.c)))) \
                       $(REPL_LIB_OBJ) $(JK_LIB_OBJ) $(BUILD)/libcudarepl.a
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $^ -lcriterion $(LDLIBS)

# The kernel layer's unit tests run against a test double of the session (tests/jupyter/
# test_session_double.c), so they link the Jupyter modules without the library.
$(BUILD)/tests/jupyter.test: $(addprefix $(BUILD)/,$(addsuffix .o,$(basename $(wildcard tests/jupyter/test_*.c)))) \
                             $(JK_LIB_OBJ)
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $^ -lcriterion $(LDLIBS)

# Fuzz harnesses, tests/fuzz/fuzz_NAME.c: each is linked with replay.c into a plain program,
# $(BUILD)/tests/fuzz/NAME.replay, that `make test` runs on tests/fuzz/regressions/NAME/; and
# `make fuzz` builds them with clang's libFuzzer, ASan and UBSan in build-fuzz/ and runs each for
# FUZZ_SECONDS (tests/fuzz/fuzz.sh).
FUZZ_NAMES  := $(patsubst tests/fuzz/fuzz_%.c,%,$(wildcard tests/fuzz/fuzz_*.c))
FUZZ_REPLAY := $(FUZZ_NAMES:%=$(BUILD)/tests/fuzz/%.replay)
FUZZ_SECONDS ?= 60

$(BUILD)/tests/fuzz/%.replay: $(BUILD)/tests/fuzz/fuzz_%.o $(BUILD)/tests/fuzz/replay.o \
                              $(JK_LIB_OBJ) $(BUILD)/libcudarepl.a
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -o $@ $^ $(LDLIBS)

$(BUILD)/tests/fuzz/%.fuzz: $(BUILD)/tests/fuzz/fuzz_%.o $(JK_LIB_OBJ) $(BUILD)/libcudarepl.a
	@mkdir -p $(@D)
	$(CC) $(LDFLAGS) -fsanitize=fuzzer -o $@ $^ $(LDLIBS)

.SECONDARY: $(FUZZ_NAMES:%=$(BUILD)/tests/fuzz/fuzz_%.o) $(BUILD)/tests/fuzz/replay.o

fuzz-bins: $(FUZZ_NAMES:%=$(BUILD)/tests/fuzz/%.fuzz)

fuzz:
	$(MAKE) CC=clang BUILD=build-fuzz BIN=build-fuzz/bin OPT=-O1 \
	    SAN='-fsanitize=address,undefined,fuzzer-no-link -fno-sanitize-recover=undefined' fuzz-bins
	FUZZ_SECONDS=$(FUZZ_SECONDS) sh tests/fuzz/fuzz.sh build-fuzz

test-fuzz: $(FUZZ_REPLAY)
	@BUILD=$(BUILD) BIN=$(BIN) sh tests/run-all.sh fuzz

run: all
	$(BIN)/cudarepl tests/programs/tour/tour.cu

# LAYERS="unit fuzz ..." runs only those layers (tests/run-all.sh); all of them by default
test: all $(TEST_BINS) $(FUZZ_REPLAY)
	@BUILD=$(BUILD) BIN=$(BIN) sh tests/run-all.sh $(LAYERS)

test-unit: $(TEST_BINS)
	@BUILD=$(BUILD) BIN=$(BIN) sh tests/run-all.sh unit

test-programs test-repl test-litmus test-jupyter test-browser test-hub: all
	@BUILD=$(BUILD) BIN=$(BIN) sh tests/run-all.sh $(@:test-%=%)

# check_printf=0: ASan's printf interceptor warns about flags it does not know (the programs'
# printf formats are the point of some tests). allocator_may_return_null=1: a program may ask
# for more memory than there is and check for the null pointer (new (std::nothrow)), as it gets
# without ASan. tests/lsan.supp: what user programs leak is theirs.
test-asan:
	ASAN_OPTIONS=check_printf=0:allocator_may_return_null=1 LSAN_OPTIONS=suppressions=$(CURDIR)/tests/lsan.supp:print_suppressions=0 $(MAKE) BUILD=build-asan BIN=build-asan/bin OPT=-O1 \
	    SAN='-fsanitize=address,undefined -fno-sanitize-recover=undefined' test

test-switch:
	$(MAKE) BUILD=build-switch BIN=build-switch/bin DISPATCH=-DCR_VM_SWITCH_DISPATCH test

test-update: all
	@BUILD=$(BUILD) BIN=$(BIN) CR_UPDATE=1 sh tests/run-all.sh programs

bench: all
	@BUILD=$(BUILD) BIN=$(BIN) sh bench/run.sh

# the link flags a program linked with libcudarepl.a needs (bench/ scripts)
print-link-flags:
	@echo '$(TCC_WRAP)'

install: all
	install -d $(DESTDIR)$(PREFIX)/bin $(DESTDIR)$(PREFIX)/share/cudarepl
	install -m 755 $(BIN)/cudarepl $(BIN)/cudarepl-kernel $(DESTDIR)$(PREFIX)/bin
	cp -r include $(DESTDIR)$(PREFIX)/share/cudarepl/

install-kernel: all
	$(BIN)/cudarepl-kernel --install --user

clean:
	rm -rf build build-asan build-switch build-fuzz bin

-include $(LIB_OBJ:.o=.d) $(REPL_OBJ:.o=.d) $(JK_OBJ:.o=.d) $(wildcard $(BUILD)/tests/*/*.d)
