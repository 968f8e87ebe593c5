# Minotaur Chess's command-line checks: sourced by verify/cli_test.sh,
# whose helpers they use (its fixtures run through conformance_cli.sh).

expect_picture minotaur-start --rules minotaur --no-counters --cell 24
