#!/usr/bin/env python3
"""Writes the seed corpus of fuzz_dft.c (tests/fuzz/seeds/) from readable recipes.

Each seed is one descriptor and a call sequence, encoded in the byte format that
fuzz_dft.c decodes (see rd_* and one_input there). Run from the repository root:
    python3 tests/fuzz/make_seeds.py
The seeds are committed; rerun only when the recipes or the format change."""
import os
import shutil
import struct

OUT = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds")

# the decoder's tables (fuzz_dft.c)
LEN_TABLE = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 15, 16, 17, 18, 20, 25, 27, 30, 32,
             37, 49, 53, 59, 61, 64, 67, 71, 83, 97, 100, 121, 125, 127, 128, 169, 243, 256,
             289, 361, 509, 512, 625, 1000, 1009, 1024, 2048, 4096, 4099, 8192, 65536]
INT_SPECIAL = [0, 1, -1, 2, 2**63 - 1, -2**63, 2**63 - 2, -2**63 + 1, 2**31, 2**31 - 1, 2**32,
               2**62, -2**62, 2**58, 2**58 + 1, 2**62]
PARAMS = dict(FORWARD_DOMAIN=0, DIMENSION=1, LENGTHS=2, PRECISION=3, FORWARD_SCALE=4,
              BACKWARD_SCALE=5, NUMBER_OF_TRANSFORMS=7, COMPLEX_STORAGE=8, REAL_STORAGE=9,
              CONJUGATE_EVEN_STORAGE=10, PLACEMENT=11, INPUT_STRIDES=12, OUTPUT_STRIDES=13,
              PACKED_FORMAT=21, COMMIT_STATUS=22, THREAD_LIMIT=27, FWD_DISTANCE=58,
              BWD_DISTANCE=59, FWD_STRIDES=60, BWD_STRIDES=61)
ALL_PARAMS = ["FORWARD_DOMAIN", "DIMENSION", "LENGTHS", "PRECISION", "FORWARD_SCALE",
              "BACKWARD_SCALE", "NUMBER_OF_TRANSFORMS", "COMPLEX_STORAGE", "REAL_STORAGE",
              "CONJUGATE_EVEN_STORAGE", "PLACEMENT", "INPUT_STRIDES", "OUTPUT_STRIDES",
              "PACKED_FORMAT", "COMMIT_STATUS", "THREAD_LIMIT", "FWD_DISTANCE", "BWD_DISTANCE",
              "FWD_STRIDES", "BWD_STRIDES"]
ALL_VALUES = ["COMMITTED", "UNCOMMITTED", "COMPLEX_COMPLEX", "COMPLEX_REAL", "REAL_REAL",
              "INPLACE", "NOT_INPLACE", "CCS", "PACK", "PERM", "CCE"]
REAL_SPECIAL = [1.0, 0.5, -1.0, 0.0, -0.0, 2.0, 0.125, 1e-3, 3.0, 1e300, -1e300, 1e-300,
                1e-320, 1e20, 1e-20, 0.1]
V = dict(GOOD=0, WRONG_FORM=9, DROP=10, EXTRA=12, OVERLAP=13, ADJACENT=15)


def u64(v):
    return struct.pack("<Q", v & (2**64 - 1))


def enc_int(v):
    if -8 <= v < 40:
        return bytes([v + 8])
    if v in INT_SPECIAL:
        return bytes([176 + INT_SPECIAL.index(v)])
    if -1024 <= v < 65536 - 1024:
        return bytes([128]) + struct.pack("<H", v + 1024)
    return bytes([224]) + u64(v)


def enc_len(v):
    if 1 <= v <= 24:
        return bytes([v - 1])
    if v in LEN_TABLE:
        return bytes([128 + (LEN_TABLE.index(v) - 22) % 53])
    if 1 <= v <= 65536:
        return bytes([224]) + struct.pack("<H", v - 1)
    return bytes([240]) + enc_int(v)


def enc_param(name, likely):
    if name in likely:
        return bytes([likely.index(name)])
    if isinstance(name, int):
        return bytes([240]) + struct.pack("<I", name & 0xffffffff)
    return bytes([160 + ALL_PARAMS.index(name)])


def enc_value(name):
    if isinstance(name, int):
        return bytes([240]) + struct.pack("<I", name & 0xffffffff)
    return bytes([ALL_VALUES.index(name)])


def enc_real(v):
    if isinstance(v, str):
        return bytes([{"nan": 160, "inf": 177, "-inf": 176}[v]])
    if v in REAL_SPECIAL and not (v == 0 and str(v).startswith("-")):
        return bytes([REAL_SPECIAL.index(v)])
    return bytes([192]) + struct.pack("<d", v)


class Seed:
    def __init__(self, prec="d", dom="c", lengths=(8,), fault=None, raw_dim=None,
                 raw_prec=None, raw_dom=None):
        b = (1 if prec == "d" else 0) | (4 if dom == "r" else 0)
        tail = b""
        if raw_prec is not None:
            b |= 3
            tail += bytes([raw_prec & 255])
        if raw_dom is not None:
            b |= 12
            tail += bytes([raw_dom & 255])
        if fault is not None:
            b |= 16
            tail += bytes([(fault - 1) % 24])
        self.b = bytes([b]) + tail
        d = len(lengths)
        if raw_dim is not None:
            self.b += bytes([14]) + enc_int(raw_dim)
            d = min(max(raw_dim, 0), 7)
        elif d <= 3:
            self.b += bytes([d - 1])
        else:
            self.b += bytes([10 + (d - 4)])
        for i in range(d):
            self.b += enc_len(lengths[i] if i < len(lengths) else 1)
        self.dim = len(lengths)
        self.n = list(lengths)

    def op(self, k):
        self.b += bytes([k])
        return self

    def howmany(self, h):
        return self.op(0).add(enc_param("NUMBER_OF_TRANSFORMS", ["NUMBER_OF_TRANSFORMS"]) +
                              bytes([0]) + enc_int(h))

    def set_int(self, name, v):
        likely = ["NUMBER_OF_TRANSFORMS", "FWD_DISTANCE", "BWD_DISTANCE", "THREAD_LIMIT"]
        self.op(0).add(enc_param(name, likely))
        if name in ("FWD_DISTANCE", "BWD_DISTANCE"):
            return self.add(bytes([0]) + enc_int(v))
        if name == "NUMBER_OF_TRANSFORMS":
            return self.add(bytes([0]) + enc_int(v))
        return self.add(enc_int(v))

    def distance(self, name, kind, extra=0):
        """kind: 1 = N+extra, 2 = 2*(N/nl)*(nl/2+1)+extra, 3 = (N/nl)*(nl/2+1)+extra."""
        likely = ["NUMBER_OF_TRANSFORMS", "FWD_DISTANCE", "BWD_DISTANCE", "THREAD_LIMIT"]
        return self.op(0).add(enc_param(name, likely) + bytes([kind, extra]))

    def strides(self, name, pattern, *args, null=False):
        likely = ["FWD_STRIDES", "BWD_STRIDES", "FWD_STRIDES", "BWD_STRIDES", "INPUT_STRIDES",
                  "OUTPUT_STRIDES"]
        self.op(2).add(enc_param(name, likely))
        if pattern == "row":      # args: halve, pad2, step, pad, offset
            halve, pad2, step, pad, off = args
            f = (1 if halve else 0) | (2 if pad2 else 0) | (pad << 2) | ((step - 1) << 5)
            self.add(bytes([0, f, off]))
        elif pattern == "col":    # args: step, offset
            self.add(bytes([3, args[0] - 1, args[1]]))
        elif pattern == "neg":    # args: per-dimension flags, last dimension first
            self.add(bytes([4]) + bytes(args[0]) + bytes([0]))
        elif pattern == "small":  # args: dim+1 values in -8..8 (offset 0..16)
            vals = args[0]
            self.add(bytes([5] + [vals[0]] + [v + 8 for v in vals[1:]]))
        elif pattern == "raw":    # args: dim+1 int64 values
            self.add(bytes([6]) + b"".join(enc_int(v) for v in args[0]))
        self.add(bytes([0]))      # the value past dimension+1
        return self.add(bytes([255 if null else 0]))

    def scale(self, which, v):
        return self.op(5).add(enc_param(which, ["FORWARD_SCALE", "BACKWARD_SCALE"]) + enc_real(v))

    def config(self, name, value):
        likely = ["PLACEMENT", "COMPLEX_STORAGE", "CONJUGATE_EVEN_STORAGE", "PACKED_FORMAT",
                  "REAL_STORAGE"]
        return self.op(6).add(enc_param(name, likely) + enc_value(value))

    def getters(self, name):
        return self.op(9).add(enc_param(name, []))

    def commit(self):
        return self.op(10)

    def compute(self, direction, variant="GOOD", shift=0):
        c = direction | (V[variant] << 1)
        return self.op(12).add(bytes([c]) + struct.pack("<H", shift))

    def copy(self):
        return self.op(14)

    def fault(self, k):
        return self.op(15).add(bytes([k - 1]))

    def add(self, b):
        self.b += b
        return self


seeds = {}


def seed(name, s):
    seeds[name] = s.b


def both(s):
    return s.commit().compute(0).compute(1)


# complex, 1-D to 3-D, both precisions, in and out of place, split
for p in "sd":
    for n in (1, 2, 3, 5, 8, 12, 16, 17, 61, 64, 97, 128, 243, 1009):
        seed(f"c1d_{p}_{n}_inplace", both(Seed(p, "c", (n,))))
        seed(f"c1d_{p}_{n}_outofplace", both(Seed(p, "c", (n,)).config("PLACEMENT", "NOT_INPLACE")))
    for n in (7, 16):
        seed(f"c1d_{p}_{n}_split_in", both(Seed(p, "c", (n,)).config("COMPLEX_STORAGE", "REAL_REAL")))
        seed(f"c1d_{p}_{n}_split_out", both(Seed(p, "c", (n,)).config("COMPLEX_STORAGE", "REAL_REAL")
                                            .config("PLACEMENT", "NOT_INPLACE")))
    for sh in ((4, 6), (3, 5), (16, 16), (1, 9), (97, 2), (2, 3, 4), (5, 1, 7), (2, 2, 2, 2, 2, 2, 2)):
        tag = "x".join(map(str, sh))
        seed(f"c{len(sh)}d_{p}_{tag}_in", both(Seed(p, "c", sh)))
        seed(f"c{len(sh)}d_{p}_{tag}_out", both(Seed(p, "c", sh).config("PLACEMENT", "NOT_INPLACE")))

# real, CCE, 1-D to 3-D
for p in "sd":
    for n in (1, 2, 3, 4, 5, 6, 8, 9, 15, 16, 17, 18, 61, 97, 128, 1000):
        seed(f"r1d_{p}_{n}_inplace", both(Seed(p, "r", (n,))))
        seed(f"r1d_{p}_{n}_outofplace", both(Seed(p, "r", (n,)).config("PLACEMENT", "NOT_INPLACE")))
    for sh in ((4, 6), (3, 5), (8, 9), (1, 7), (2, 3, 4), (3, 1, 5), (2, 2, 2, 2, 2, 2, 3)):
        tag = "x".join(map(str, sh))
        seed(f"r{len(sh)}d_{p}_{tag}_in", both(Seed(p, "r", sh)))
        seed(f"r{len(sh)}d_{p}_{tag}_out", both(Seed(p, "r", sh).config("PLACEMENT", "NOT_INPLACE")))
        seed(f"r{len(sh)}d_{p}_{tag}_split_in", both(Seed(p, "r", sh).config("COMPLEX_STORAGE", "REAL_REAL")))
        seed(f"r{len(sh)}d_{p}_{tag}_split_out", both(Seed(p, "r", sh).config("COMPLEX_STORAGE", "REAL_REAL")
                                                      .config("PLACEMENT", "NOT_INPLACE")))
    # packed formats, 1-D
    for fmt in ("CCS", "PACK", "PERM"):
        for n in (1, 2, 5, 8, 9, 16):
            s = Seed(p, "r", (n,)).config("CONJUGATE_EVEN_STORAGE", "COMPLEX_REAL").config("PACKED_FORMAT", fmt)
            seed(f"r1d_{p}_{n}_{fmt}_in", both(s))
            s = Seed(p, "r", (n,)).config("CONJUGATE_EVEN_STORAGE", "COMPLEX_REAL").config("PACKED_FORMAT", fmt) \
                .config("PLACEMENT", "NOT_INPLACE").howmany(3)
            seed(f"r1d_{p}_{n}_{fmt}_out_batch", both(s))

# batches, distances and explicit strides
for p in "sd":
    seed(f"c1d_{p}_batch_default", both(Seed(p, "c", (12,)).howmany(3)))
    seed(f"c1d_{p}_batch_dist", both(Seed(p, "c", (12,)).howmany(4).config("PLACEMENT", "NOT_INPLACE")
                                     .distance("FWD_DISTANCE", 1, 3).distance("BWD_DISTANCE", 1, 0)))
    seed(f"c2d_{p}_batch_rowpad", both(Seed(p, "c", (5, 6)).howmany(2).config("PLACEMENT", "NOT_INPLACE")
                                       .strides("FWD_STRIDES", "row", 0, 0, 1, 1, 2)
                                       .strides("BWD_STRIDES", "row", 0, 0, 2, 0, 0)
                                       .distance("FWD_DISTANCE", 1, 40).distance("BWD_DISTANCE", 2, 60)))
    seed(f"c2d_{p}_colmajor", both(Seed(p, "c", (5, 6)).config("PLACEMENT", "NOT_INPLACE")
                                   .strides("FWD_STRIDES", "col", 1, 0).strides("BWD_STRIDES", "col", 2, 1)))
    seed(f"c2d_{p}_neg", both(Seed(p, "c", (4, 7)).config("PLACEMENT", "NOT_INPLACE")
                              .strides("FWD_STRIDES", "neg", [1, 1]).strides("BWD_STRIDES", "neg", [0, 1])))
    seed(f"c2d_{p}_inplace_strided", both(Seed(p, "c", (4, 6)).strides("FWD_STRIDES", "row", 0, 0, 2, 1, 1)))
    seed(f"c3d_{p}_batch_inplace", both(Seed(p, "c", (3, 4, 5)).howmany(2).distance("FWD_DISTANCE", 1, 0)))
    seed(f"r2d_{p}_inplace_2x", both(Seed(p, "r", (4, 6)).howmany(2)
                                     .strides("FWD_STRIDES", "row", 0, 1, 1, 0, 0)
                                     .strides("BWD_STRIDES", "row", 1, 0, 1, 0, 0)
                                     .distance("FWD_DISTANCE", 2, 0).distance("BWD_DISTANCE", 3, 0)))
    seed(f"r2d_{p}_inplace_stride2", both(Seed(p, "r", (3, 8)).strides("BWD_STRIDES", "row", 1, 0, 2, 0, 0)))
    seed(f"r1d_{p}_inplace_batch_split", both(Seed(p, "r", (10,)).howmany(3).config("COMPLEX_STORAGE", "REAL_REAL")))
    seed(f"r2d_{p}_out_batch_strides", both(Seed(p, "r", (6, 5)).howmany(2).config("PLACEMENT", "NOT_INPLACE")
                                            .strides("FWD_STRIDES", "col", 1, 2).strides("BWD_STRIDES", "row", 1, 0, 1, 1, 1)
                                            .distance("FWD_DISTANCE", 1, 5).distance("BWD_DISTANCE", 3, 2)))
    seed(f"r1d_{p}_neg_out", both(Seed(p, "r", (9,)).config("PLACEMENT", "NOT_INPLACE")
                                  .strides("FWD_STRIDES", "neg", [1]).strides("BWD_STRIDES", "neg", [1])))
    seed(f"c1d_{p}_legacy", both(Seed(p, "c", (8,)).config("PLACEMENT", "NOT_INPLACE")
                                 .strides("INPUT_STRIDES", "small", [1, 2]).strides("OUTPUT_STRIDES", "small", [0, 1])))
    seed(f"r1d_{p}_legacy", both(Seed(p, "r", (8,)).config("PLACEMENT", "NOT_INPLACE")
                                 .strides("INPUT_STRIDES", "small", [0, 1]).strides("OUTPUT_STRIDES", "small", [0, 1])))
    seed(f"c1d_{p}_scales", both(Seed(p, "c", (10,)).scale("FORWARD_SCALE", 0.5).scale("BACKWARD_SCALE", 0.1)))
    seed(f"r2d_{p}_scales", both(Seed(p, "r", (4, 5)).scale("BACKWARD_SCALE", 0.125).scale("FORWARD_SCALE", 3.0)))
    seed(f"c1d_{p}_threads", both(Seed(p, "c", (16,)).set_int("THREAD_LIMIT", 2)))
    seed(f"c1d_{p}_aliasing", both(Seed(p, "c", (4, 4)).config("PLACEMENT", "NOT_INPLACE")
                                   .strides("FWD_STRIDES", "small", [0, 1, 1]).strides("BWD_STRIDES", "row", 0, 0, 1, 0, 0)))

# call forms: wrong form, dropped and extra pointers, overlapping and adjacent output
for p in "sd":
    for dom, extra in (("c", None), ("r", None), ("c", "split"), ("r", "split")):
        for place in ("INPLACE", "NOT_INPLACE"):
            s = Seed(p, dom, (8,)).config("PLACEMENT", place)
            if extra:
                s.config("COMPLEX_STORAGE", "REAL_REAL")
            s.commit()
            for d in (0, 1):
                s.compute(d, "WRONG_FORM").compute(d, "DROP", 0).compute(d, "DROP", 1) \
                 .compute(d, "DROP", 2).compute(d, "EXTRA", 0).compute(d, "EXTRA", 1)
                if place == "NOT_INPLACE":
                    s.compute(d, "OVERLAP", 3).compute(d, "OVERLAP", 40).compute(d, "ADJACENT")
            seed(f"forms_{p}_{dom}{'_split' if extra else ''}_{place.lower()}", s)

# the descriptor: getters, setters of every type, copies, recommits
for p in "sd":
    s = Seed(p, "c", (6, 4))
    for name in ALL_PARAMS + [99, -1]:
        s.getters(name)
    seed(f"getters_{p}", both(s))
    seed(f"copy_committed_{p}", Seed(p, "r", (12,)).commit().copy().compute(0).compute(1))
    seed(f"copy_uncommitted_{p}", both(Seed(p, "c", (5,)).copy()))
    seed(f"recommit_{p}", Seed(p, "c", (9,)).commit().compute(0).config("PLACEMENT", "NOT_INPLACE")
         .compute(0).commit().commit().compute(1))
    seed(f"uncommitted_compute_{p}", Seed(p, "c", (4,)).compute(0).compute(1, "WRONG_FORM"))
s = Seed("d", "c", (8,))
s.set_int("NUMBER_OF_TRANSFORMS", 0).set_int("NUMBER_OF_TRANSFORMS", -3).set_int("THREAD_LIMIT", -1)
s.config("PLACEMENT", "CCS").config("COMPLEX_STORAGE", "COMPLEX_REAL").config("REAL_STORAGE", "COMPLEX_COMPLEX")
s.config("PACKED_FORMAT", 12345).config(777, "INPLACE").config("COMMIT_STATUS", "COMMITTED")
s.scale("FORWARD_SCALE", "nan").scale("BACKWARD_SCALE", "inf").scale("BACKWARD_SCALE", "-inf")
s.strides("FWD_STRIDES", "small", [0, 0]).strides("FWD_STRIDES", "raw", [-1, 1])
s.strides("LENGTHS", "small", [0, 1]).strides("FWD_STRIDES", "small", [0, 1], null=True)
seed("bad_values", both(s))
seed("real_bad_storage_1", both(Seed("d", "r", (8,)).config("CONJUGATE_EVEN_STORAGE", "COMPLEX_REAL")))
seed("real_bad_storage_2", both(Seed("d", "r", (8,)).config("PACKED_FORMAT", "PERM")))
seed("real_bad_storage_3", both(Seed("d", "r", (4, 4)).config("CONJUGATE_EVEN_STORAGE", "COMPLEX_REAL")
                                .config("PACKED_FORMAT", "CCS")))
seed("real_bad_storage_4", both(Seed("d", "r", (8,)).config("CONJUGATE_EVEN_STORAGE", "COMPLEX_REAL")
                                .config("PACKED_FORMAT", "CCS").config("COMPLEX_STORAGE", "REAL_REAL")))
seed("complex_ignores_packed", both(Seed("d", "c", (8,)).config("CONJUGATE_EVEN_STORAGE", "COMPLEX_REAL")
                                    .config("PACKED_FORMAT", "CCS")))
seed("inplace_mismatch", both(Seed("d", "c", (8,)).strides("FWD_STRIDES", "small", [0, 1])
                              .strides("BWD_STRIDES", "small", [0, 2])))
seed("inplace_real_odd", both(Seed("d", "r", (2, 8)).strides("FWD_STRIDES", "small", [1, 9, 1])))
seed("batch_no_distance", both(Seed("d", "c", (8,)).howmany(2).config("PLACEMENT", "NOT_INPLACE")
                               .strides("FWD_STRIDES", "small", [0, 1]).strides("BWD_STRIDES", "small", [0, 1])))
seed("negative_offset", both(Seed("d", "c", (8,)).config("PLACEMENT", "NOT_INPLACE")
                             .strides("FWD_STRIDES", "small", [0, -1])))
seed("legacy_one_direction", both(Seed("d", "r", (8,)).strides("INPUT_STRIDES", "small", [0, 1])
                                  .strides("OUTPUT_STRIDES", "small", [0, 1])))

# hostile sizes: create and commit must refuse cleanly or fail with MEMORY
BIG = 2**63 - 1
for name, dom, lengths in (("len_max", "c", (BIG,)), ("len_min", "c", (-2**63,)), ("len_zero", "c", (0,)),
                           ("len_2p58", "c", (2**58,)), ("len_2p58p1", "c", (2**58 + 1,)),
                           ("len_2p31", "c", (2**31,)), ("len_real_max", "r", (BIG,)),
                           ("len_real_2p62", "r", (2**62,)), ("prod_overflow", "c", (2**32, 2**32)),
                           ("prod_edge", "c", (2**31, 2**31, 2)), ("prod_7d", "r", (512,) * 6 + (256,)),
                           ("real_pad_overflow", "r", (2, 2**62 - 1)), ("big_prime", "c", (2**31 - 1,))):
    seed(f"hostile_{name}", both(Seed("d", dom, lengths)))
seed("hostile_dim_0", both(Seed("d", "c", (8,), raw_dim=0)))
seed("hostile_dim_8", both(Seed("d", "c", (8,), raw_dim=8)))
seed("hostile_dim_neg", both(Seed("d", "c", (8,), raw_dim=-1)))
seed("hostile_prec", both(Seed("d", "c", (8,), raw_prec=7)))
seed("hostile_dom", both(Seed("d", "c", (8,), raw_dom=0)))
seed("hostile_stride_max", both(Seed("d", "c", (2,)).config("PLACEMENT", "NOT_INPLACE")
                                .strides("FWD_STRIDES", "raw", [1, BIG])))
seed("hostile_stride_min", both(Seed("d", "c", (2,)).config("PLACEMENT", "NOT_INPLACE")
                                .strides("FWD_STRIDES", "raw", [0, -2**63])))
seed("hostile_offset_max", both(Seed("s", "c", (2,)).config("PLACEMENT", "NOT_INPLACE")
                                .strides("FWD_STRIDES", "raw", [BIG, 1])))
seed("hostile_len1_stride", both(Seed("d", "c", (1, 4)).config("PLACEMENT", "NOT_INPLACE")
                                 .strides("FWD_STRIDES", "raw", [0, 2**62, 1])
                                 .strides("BWD_STRIDES", "raw", [0, 2**62, 1])))
seed("hostile_batch_max", both(Seed("d", "c", (4,)).howmany(BIG)))
seed("hostile_batch_2p58", both(Seed("s", "c", (1,)).howmany(2**58)))
seed("hostile_distance", both(Seed("d", "c", (4,)).howmany(3).config("PLACEMENT", "NOT_INPLACE")
                              .set_int("FWD_DISTANCE", 2**62).set_int("BWD_DISTANCE", -2**62)))
seed("hostile_real_dist_odd", both(Seed("d", "r", (4,)).howmany(2).set_int("FWD_DISTANCE", 7)))
seed("hostile_real_dist_big", both(Seed("d", "r", (4,)).howmany(2).set_int("BWD_DISTANCE", 2**62 + 1)))
# in place, real, a bwd distance whose double overflows and fwd strides with an odd offset:
# two faults, either status may come first (a CI finding)
seed("hostile_real_dist_big_odd_strides", both(Seed("d", "r", (8, 9)).howmany(2)
                                               .set_int("BWD_DISTANCE", 2**62 + 1)
                                               .strides("FWD_STRIDES", "raw", [3, 9, 1])))
seed("hostile_scale", both(Seed("s", "c", (8,)).scale("FORWARD_SCALE", 1e300).scale("BACKWARD_SCALE", 1e-320)))

# fault injection: the k-th allocation fails
for k in range(1, 13):
    seed(f"fault_{k}_bluestein_real", both(Seed("s", "r", (2, 97), fault=k)))
    seed(f"fault_{k}_complex_batch", both(Seed("d", "c", (3, 4, 5), fault=k).howmany(2)))
for k in range(1, 5):
    seed(f"fault_late_{k}", Seed("d", "r", (6, 61)).commit().fault(k).compute(0).compute(1)
         .config("PLACEMENT", "NOT_INPLACE").fault(k).commit().copy().compute(1))

if os.path.isdir(OUT):
    shutil.rmtree(OUT)
os.makedirs(OUT)
for name, b in sorted(seeds.items()):
    with open(os.path.join(OUT, name), "wb") as f:
        f.write(b)
print(f"{len(seeds)} seeds in {os.path.relpath(OUT)}")
