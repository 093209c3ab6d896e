/* tu_user.c - a translation unit that only includes the declarations and runs the
   checks against the implementation in tu_impl.c. */
#include "dft.h"
#include "check.h"

int main(void)
{
  return modes_check() ? 1 : 0;
}
