// Decimal text of doubles (engine/decimal.h): read as std::from_chars reads
// it on every standard library, written as the shortest text that reads
// back.
#include "engine/decimal.h"

#include <gtest/gtest.h>

#include <cmath>
#include <limits>

namespace minnaar {
namespace {

TEST(ReadDouble, ReadsDecimalTextWithPointSignAndExponent) {
  EXPECT_EQ(read_double("0.25"), 0.25);
  EXPECT_EQ(read_double("-3"), -3.0);
  EXPECT_EQ(read_double("1e3"), 1000.0);
  EXPECT_EQ(read_double(".5"), 0.5);
  EXPECT_EQ(read_double("2."), 2.0);
  EXPECT_EQ(read_double("-0.000125"), -0.000125);
}

TEST(ReadDouble, RefusesWhatFromCharsRefuses) {
  for (const char* text : {"", "+1", " 1", "1 ", "0x10", "-0x1p3", "1.5x", "--1", "-", "e5", "1e"})
    EXPECT_FALSE(read_double(text).has_value()) << "'" << text << "'";
}

TEST(ReadDouble, ReadsInfinityAndNanForTheCallerToRefuse) {
  EXPECT_TRUE(std::isinf(*read_double("inf")));
  EXPECT_TRUE(std::isnan(*read_double("nan")));
}

TEST(DoubleText, IsTheShortestTextThatReadsBackExactly) {
  EXPECT_EQ(double_text(0.1), "0.1");
  EXPECT_EQ(double_text(100.0), "100");
  EXPECT_EQ(double_text(-2.5), "-2.5");
  for (const double value : {1.0 / 3, 6.02214076e23, -1e-300, std::numeric_limits<double>::max()})
    EXPECT_EQ(read_double(double_text(value)), value) << double_text(value);
}

}  // namespace
}  // namespace minnaar
