package dev.tablewright.review;

import java.util.List;

/** One kind of finding; adds what it finds, in model order, to {@code out}. */
interface ReviewRule {
    void check(ReviewContext context, List<ReviewFinding> out);
}
