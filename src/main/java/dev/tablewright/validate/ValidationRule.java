package dev.tablewright.validate;

import java.util.List;

/** One family of checks; adds its findings, in file order, to {@code out}. */
interface ValidationRule {
    void check(ValidationContext context, List<Finding> out);
}
