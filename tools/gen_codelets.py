#!/usr/bin/env python3
"""Generates the straight-line butterfly codelets of dft.h.

Each codelet is a macro DFT__CL_<dir><p>(V, K, a, b): p inputs a[0..p-1] of a
complex-vector type V, p outputs b[0..p-1] = DFT_p(a) with exponent sign -1 (F) or
+1 (B). It uses only the operations of a "kind" K (a name prefix):
  K##add(x, y)   K##sub(x, y)   K##muli(x) = i*x   K##mulmi(x) = -i*x
  K##addi(x, y) = x + i*y        K##subi(x, y) = x - i*y
  K##rmul(x, c) = c*x (c real)   K##rfma(x, c, y) = c*x + y
  K##raddi(x, y, c) = x + c*i*y
so one codelet serves scalar complex numbers and every SIMD width. A real factor
stays pending (Gen.scaled) until a sum consumes it as an fma: the 1/sqrt(2) of
an 8-point butterfly's odd twiddles, or the sine of a 3-point one.
Usage: tools/gen_codelets.py > section;  `make codelets` splices it into dft.h.
"""
import math, sys
from decimal import Decimal, getcontext

class Gen:
    """Emits temporaries. mulis[t] = (s, x): t = s*i*x; scaled[t] = (c, x): t = c*x.
    Such a t is emitted too, but a sum that reads it folds the factor in (addi,
    rfma, raddi), and dead_code_removed drops it when nothing else reads it."""
    def __init__(self):
        self.lines, self.n, self.cost = [], 0, {}
        self.mulis, self.scaled = {}, {}
    def tmp(self, expr, cost):
        name = "t%d" % self.n
        self.n += 1
        self.lines.append("V %s = %s;" % (name, expr))
        self.cost[name] = cost
        return name
    def ops(self, body):
        """Real flops of the lines of body (one complex add: 2 adds)."""
        o = {"add": 0, "mul": 0, "fma": 0}
        for ln in body:
            if ln.startswith("V "):
                for k, c in self.cost[ln.split()[1]].items():
                    o[k] += c
        return o
    def fold(self, x, c, y):  # x + c*y: y the base of a pending product, folded in
        if y in self.mulis:  # x + c*s*i*z
            sg, z = self.mulis[y]
            return self.tmp("K##raddi(%s, %s, %s)" % (x, z, lit(c * sg)), {"fma": 2})
        return self.tmp("K##rfma(%s, %s, %s)" % (y, lit(c), x), {"fma": 2})
    def common(self, x, y, sg):
        """x + sg*y as c*(x' +- y') where x = c*x' and y = +-c*y', else None."""
        if x in self.scaled and y in self.scaled and abs(self.scaled[x][0]) == abs(self.scaled[y][0]):
            (c, u), (d, v) = self.scaled[x], self.scaled[y]
            return self.rmul(self.add(u, v) if sg * c == d else self.sub(u, v), c)
        return None
    def add(self, x, y):
        t = self.common(x, y, 1)
        if t: return t
        if y in self.scaled:
            return self.fold(x, self.scaled[y][0], self.scaled[y][1])
        if x in self.scaled:
            return self.fold(y, self.scaled[x][0], self.scaled[x][1])
        if y in self.mulis:  # x + (s i) z: one fused operation
            sg, z = self.mulis[y]
            return self.tmp("K##%s(%s, %s)" % ("addi" if sg > 0 else "subi", x, z), {"add": 2})
        return self.tmp("K##add(%s, %s)" % (x, y), {"add": 2})
    def sub(self, x, y):  # a pending x (c*x' - y) stays a product: there is no fms
        t = self.common(x, y, -1)
        if t: return t
        if y in self.scaled:
            return self.fold(x, -self.scaled[y][0], self.scaled[y][1])
        if y in self.mulis:  # x - (s i) z
            sg, z = self.mulis[y]
            return self.tmp("K##%s(%s, %s)" % ("subi" if sg > 0 else "addi", x, z), {"add": 2})
        return self.tmp("K##sub(%s, %s)" % (x, y), {"add": 2})
    def muli(self, x, s):  # multiply by s*i, s = +1 or -1 (a swap and a sign: no flops)
        if x in self.scaled:  # s*i*c*z, pending as c times s*i*z
            return self.rmul(self.muli(self.scaled[x][1], s), self.scaled[x][0])
        name = self.tmp("K##%s(%s)" % ("muli" if s > 0 else "mulmi", x), {})
        self.mulis[name] = (s, x)
        return name
    def rmul(self, x, c):
        if x in self.scaled:
            c, x = c * self.scaled[x][0], self.scaled[x][1]
        name = self.tmp("K##rmul(%s, %s)" % (x, lit(c)), {"mul": 2})
        self.scaled[name] = (c, x)
        return name
    def rfma(self, x, c, y): return self.tmp("K##rfma(%s, %s, %s)" % (x, lit(c), y), {"fma": 2})

getcontext().prec = 60
PI = Decimal("3.14159265358979323846264338327950288419716939937510582097494")

def trig(num, den):
    """(cos, sin) of 2*pi*num/den as Decimals, by Taylor series (exact to ~50 digits)."""
    x = 2 * PI * Decimal(num % den) / Decimal(den)
    c, s, term, k = Decimal(0), Decimal(0), Decimal(1), 0
    while True:  # term = x^k / k!
        if k % 4 == 0: c += term
        elif k % 4 == 1: s += term
        elif k % 4 == 2: c -= term
        else: s -= term
        k += 1
        term = term * x / k
        if abs(term) < Decimal("1e-55"): break
    return c, s

def lit(c):
    t = "%.36e" % c if isinstance(c, float) else format(c, ".36e")
    return t + "L" if not t.startswith("-") else "(" + t + "L)"

def dft(g, a, s):
    """Returns the names of DFT_p(a) with exponent sign s."""
    p = len(a)
    if p == 1:
        return list(a)
    if p == 2:
        return [g.add(a[0], a[1]), g.sub(a[0], a[1])]
    if p == 4:
        t0, t1 = g.add(a[0], a[2]), g.sub(a[0], a[2])
        t2, t3 = g.add(a[1], a[3]), g.sub(a[1], a[3])
        t3 = g.muli(t3, s)
        return [g.add(t0, t2), g.add(t1, t3), g.sub(t0, t2), g.sub(t1, t3)]
    p1 = p & -p  # coprime p = p1 p2 (p1 a power of two, else the powers of the least odd
    if p1 == 1:  # prime): prime factor algorithm, no twiddles
        q = next(q for q in range(3, p + 1, 2) if p % q == 0)
        while p % (p1 * q) == 0:
            p1 *= q
    if 1 < p1 < p:
        p2 = p // p1  # input n = (n1 p2 + n2 p1) mod p; output k = k1 mod p1 = k2 mod p2
        y = [dft(g, [a[(n1 * p2 + n2 * p1) % p] for n2 in range(p2)], s) for n1 in range(p1)]
        out = [None] * p
        for k2 in range(p2):
            z = dft(g, [y[n1][k2] for n1 in range(p1)], s)
            for k1 in range(p1):
                out[next(k for k in range(p) if k % p1 == k1 and k % p2 == k2)] = z[k1]
        return out
    if p % 2 == 0:  # radix 2 step: b_2k = DFT(u)_k, b_2k+1 = DFT(v w^r)_k
        h = p // 2
        u = [g.add(a[r], a[r + h]) for r in range(h)]
        v = [g.sub(a[r], a[r + h]) for r in range(h)]
        for r in range(1, h):
            v[r] = twiddle(g, v[r], r, p, s)
        e, o = dft(g, u, s), dft(g, v, s)
        out = [None] * p
        for k in range(h):
            out[2 * k], out[2 * k + 1] = e[k], o[k]
        return out
    f = next(f for f in range(3, p + 1, 2) if p % f == 0)
    if f < p:  # p = f^e, e > 1 (9, 25): a radix-f step, X_(k1 + f k2) = DFT_q(c_r(k1) w^(r k1))_k2,
        q = p // f  # c_r = DFT_f(a_r, a_(r+q), ..., a_(r+(f-1)q))
        c = [dft(g, [a[r + q * j] for j in range(f)], s) for r in range(q)]
        for r in range(1, q):
            for k1 in range(1, f):
                c[r][k1] = twiddle(g, c[r][k1], r * k1, p, s)
        out = [None] * p
        for k1 in range(f):
            d = dft(g, [c[r][k1] for r in range(q)], s)
            for k2 in range(q):
                out[k1 + f * k2] = d[k2]
        return out
    # odd p: pair r with p-r
    h = (p - 1) // 2
    sm = [g.add(a[r], a[p - r]) for r in range(1, h + 1)]
    df = [g.sub(a[r], a[p - r]) for r in range(1, h + 1)]
    b0 = a[0]
    for x in sm:
        b0 = g.add(b0, x)
    out = [None] * p
    out[0] = b0
    for k in range(1, h + 1):
        e = a[0]
        o = None
        for r in range(1, h + 1):
            cs, sn = trig(r * k, p)
            e = g.rfma(sm[r - 1], cs, e)
            o = g.rmul(df[r - 1], sn) if o is None else g.rfma(df[r - 1], sn, o)
        io = g.muli(o, s)
        out[k], out[p - k] = g.add(e, io), g.sub(e, io)
    return out

def twiddle(g, x, r, p, s):
    """x * exp(s*2*pi*i*r/p) with exact forms for multiples of pi/4."""
    if (8 * r) % p == 0:
        e = (8 * r) // p  # angle = e * pi/4
        c = Decimal("0.5").sqrt()
        if e == 2: return g.muli(x, s)
        if e == 4: return g.rmul(x, Decimal(-1))
        if e == 6: return g.muli(x, -s)
        if e == 1: return g.rmul(g.add(x, g.muli(x, s)), c)
        if e == 3: return g.rmul(g.sub(x, g.muli(x, s)), -c)
        if e == 5: return g.rmul(g.add(x, g.muli(x, s)), -c)
        if e == 7: return g.rmul(g.sub(x, g.muli(x, s)), c)
    cs, sn = trig(r, p)
    return g.rfma(g.muli(x, s), sn, g.rmul(x, cs))

def dead_code_removed(body):
    """Drops temporaries nothing reads (a multiplication by i that was fused)."""
    import re
    while True:
        used = set(re.findall(r"\bt\d+\b", " ".join(l.split("=", 1)[1] for l in body)))
        keep = [l for l in body if not l.startswith("V ") or l.split()[1] in used]
        if len(keep) == len(body):
            return body
        body = keep

def codelet(p, s):
    g = Gen()
    a = ["a[%d]" % r for r in range(p)]
    out = dft(g, a, s)
    name = "DFT__CL_%s%d" % ("F" if s < 0 else "B", p)
    body = g.lines + ["b[%d] = %s;" % (k, out[k]) for k in range(p)]
    body = dead_code_removed(body)
    return name, g.ops(body), body

RADICES = [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 20, 25]  # 17: whole transforms only; 14, 20: not in longer plans; 25: stages, rows and one sequence

def main():
    out = []
    out.append("/* >>codelets: BEGIN GENERATED CODE - DO NOT EDIT.")
    out.append("   Made by: python3 tools/gen_codelets.py (make codelets). Real flops per")
    out.append("   butterfly, counting one complex add as 2 adds; twiddles not included:")
    for p in RADICES:
        o = codelet(p, -1)[1]
        out.append("     radix %2d: %3d adds, %3d muls, %3d fmas" % (p, o["add"], o["mul"], o["fma"]))
    out.append("   Radix 17 serves whole 17-point transforms only (dft__pcl_*), not stages;")
    out.append("   radices 14 and 20 whole transforms and rows, not stages of longer plans")
    out.append("   (dft__order_radix); radix 25 stages, rows and one sequence, its plan 5 x 5 (dft__codelet_len).")
    out.append("   DFT__CL_FLOPS: X(p, flops) for each radix, the figures above summed (the")
    out.append("   plan's cost model, dft__stage_cost).")
    out.append("*/")
    out.append("#define DFT__CL_FLOPS(X) \\")
    for i, p in enumerate(RADICES):
        o = codelet(p, -1)[1]
        out.append("  X(%d, %d)%s" % (p, o["add"] + o["mul"] + o["fma"], " \\" if i + 1 < len(RADICES) else ""))
    for p in RADICES:
        for s in (-1, 1):
            name, ops, body = codelet(p, s)
            out.append("#define %s(V, K, a, b) \\" % name)
            out.append("  do { \\")
            for ln in body:
                out.append("    %s \\" % ln)
            out.append("  } while (0)")
    out.append("/* >>codelets: END GENERATED CODE */")
    sys.stdout.write("\n".join(out) + "\n")

if __name__ == "__main__":
    main()
