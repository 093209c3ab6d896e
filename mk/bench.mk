# mk/bench.mk - the benchmark and accuracy programs (bench/).
#   make bench      dft.h against FFTW on the default suite (<= 3 min on 2 cores);
#                   pass options as BENCH_ARGS="--threads 2 --quick --filter 'c2c double'"
#   make accuracy   error of dft.h and FFTW against FFTW's long-double build
#                   (exit status 1 when dft.h's error is > 2x FFTW's anywhere)
#   make plot       docs/bench.png from the JSON of the last `make bench`
#   make ab AB_BASE=rev AB_ARGS="d r 4096"   two builds of dft.h in one process (side A:
#                   dft.h at git revision AB_BASE, default HEAD; side B: the working tree),
#                   A B B A in each block, B's time over A's (bench/ab.c): the measure of a
#                   change on a noisy machine
#   make bench-wisdom   once per machine (about 6 min on 2 idle cores): FFTW_MEASURE
#                   plans without a time limit for the whole suite, kept as FFTW
#                   wisdom in build/; later `make bench` runs plan FFTW from it at
#                   once. Without it FFTW is planned under a 1 s limit, which gives
#                   FFTW up to 2x slower plans for N >= 2^17 and 2-D 1024^2.
#   bench/targets.py RUN.json ...   the issue's CPU targets from several runs' medians
#   BENCH_ARGS=--backward   the backward transforms (c2c backward, c2r) instead, for
#                   both make bench and make bench-wisdom
# Results and the commands that made them are recorded in docs/benchmarks.md.

BENCH_CFLAGS = -O3 -march=native $(OMP) -g $(WARN) -I.
BENCH_REV   := $(shell git describe --always --dirty 2>/dev/null || echo unknown)
BENCH_ARGS  ?=
BENCH_JSON  ?= $(BUILD)/bench.json
ACC_JSON    ?= $(BUILD)/accuracy.json
BENCH_PNG   ?= docs/bench.png
BENCH_WISDOM ?= $(BUILD)/fftw-wisdom

.PHONY: bench accuracy plot bench-build bench-wisdom ab

bench-build: $(BUILD)/bench $(BUILD)/accuracy

$(BUILD)/bench: bench/bench.c dft.h | $(BUILD)
	$(CC) $(BENCH_CFLAGS) $$(pkg-config --cflags kissfft-float) -DDFT_BENCH_REV='"$(BENCH_REV)"' \
	  bench/bench.c -o $@ -lfftw3_omp -lfftw3f_omp -lfftw3 -lfftw3f $$(pkg-config --libs kissfft-float) -lm

$(BUILD)/accuracy: bench/accuracy.c dft.h | $(BUILD)
	$(CC) $(BENCH_CFLAGS) -DDFT_BENCH_REV='"$(BENCH_REV)"' bench/accuracy.c -o $@ \
	  -lfftw3l -lfftw3 -lfftw3f -lm

# rows: dft.h beside FFTW on batches of rows of any lengths (bench/rows.c)
$(BUILD)/rows: bench/rows.c dft.h | $(BUILD)
	$(CC) $(BENCH_CFLAGS) bench/rows.c -o $@ -lfftw3 -lfftw3f -lm

.PHONY: rows
rows: deps-bench
	@$(MAKE) --no-print-directory $(BUILD)/rows

bench: deps-bench
	@$(MAKE) --no-print-directory $(BUILD)/bench
	$(BUILD)/bench --wisdom $(BENCH_WISDOM) --json $(BENCH_JSON) $(BENCH_ARGS)

bench-wisdom: deps-bench
	@$(MAKE) --no-print-directory $(BUILD)/bench
	$(BUILD)/bench --wisdom $(BENCH_WISDOM) --plan-time 0 --time 0.02 $(BENCH_ARGS) \
	  > $(BUILD)/bench-wisdom.txt

accuracy: deps-bench
	@$(MAKE) --no-print-directory $(BUILD)/accuracy
	$(BUILD)/accuracy --json $(ACC_JSON)

# Runs the benchmark first only when there is no JSON yet.
$(BENCH_JSON):
	@$(MAKE) --no-print-directory bench

plot: deps-bench $(BENCH_JSON)
	bench/plot.sh $(BENCH_JSON) $(BENCH_PNG)

AB_BASE ?= HEAD
AB_ARGS ?= d c 1024
# ab: A = dft.h at AB_BASE, B = the working tree's; abr the same two the other way round
# (its A is the working tree). Where each side's code and plan lie moved a build timed
# against itself by up to 15% on the Zen 4 VM; bench/ab_both.sh runs both and takes the
# geometric mean of B/A and A/B's inverse, which cancels that.
ab: deps-bench
	@mkdir -p $(BUILD)/ab/base
	git show $(AB_BASE):dft.h > $(BUILD)/ab/base/dft.h
	$(CC) -O3 -march=native $(OMP) $(WARN) -DAB_SIDE=ab_a -I$(BUILD)/ab/base -c bench/ab_side.c -o $(BUILD)/ab/a.o
	$(CC) -O3 -march=native $(OMP) $(WARN) -DAB_SIDE=ab_b -I. -c bench/ab_side.c -o $(BUILD)/ab/b.o
	$(CC) -O3 -march=native $(OMP) $(WARN) -DAB_SIDE=ab_a -I. -c bench/ab_side.c -o $(BUILD)/ab/ra.o
	$(CC) -O3 -march=native $(OMP) $(WARN) -DAB_SIDE=ab_b -I$(BUILD)/ab/base -c bench/ab_side.c -o $(BUILD)/ab/rb.o
	$(CC) -O3 $(WARN) bench/ab.c $(BUILD)/ab/a.o $(BUILD)/ab/b.o $(OMP) -o $(BUILD)/ab/ab -lm
	$(CC) -O3 $(WARN) bench/ab.c $(BUILD)/ab/ra.o $(BUILD)/ab/rb.o $(OMP) -o $(BUILD)/ab/abr -lm
	bench/ab_both.sh $(BUILD)/ab $(AB_ARGS)
