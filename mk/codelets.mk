# Generated codelets: `make codelets` regenerates them in dft.h; the test fails
# when the committed section differs from a fresh generation.
.PHONY: codelets
codelets:
	@tools/splice_codelets.sh

TEST_BINS += tools/check_codelets
