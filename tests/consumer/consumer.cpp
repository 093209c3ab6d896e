// consumer.cpp - the same consumer compiled as C++ (see consumer.c).
#include "consumer.c"
