# bench/plot.gp - called by bench/plot.sh with datafile, outfile and subtitle set.
# datafile blocks: 0 single pow2, 1 single other lengths, 2 double pow2, 3 double other;
# columns: n, dft.h GFLOPS, FFTW GFLOPS.
set terminal pngcairo size 1400,560 font "sans,10"
set output outfile
set multiplot layout 1,2 title "1-D complex forward, out of place: dft.h vs FFTW (FFTW\\_MEASURE), ".subtitle
set logscale x 2
set format x "2^{%L}"
set xlabel "N"
set ylabel "GFLOPS (5 N log_2 N / t)"
set grid
set key top right
set yrange [0:*]
do for [p=0:1] {
  set title (p == 0 ? "single precision" : "double precision")
  plot datafile index 2*p   using 1:2 with linespoints lw 2 pt 7 ps 0.6 lc rgb "#1f77b4" title "dft.h, 2^k", \
       datafile index 2*p   using 1:3 with linespoints lw 2 pt 5 ps 0.6 lc rgb "#d62728" title "FFTW, 2^k", \
       datafile index 2*p+1 using 1:2 with points pt 9 ps 1.2 lc rgb "#1f77b4" title "dft.h, other N", \
       datafile index 2*p+1 using 1:3 with points pt 11 ps 1.2 lc rgb "#d62728" title "FFTW, other N"
}
unset multiplot
