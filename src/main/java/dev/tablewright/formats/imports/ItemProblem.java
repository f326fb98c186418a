package dev.tablewright.formats.imports;

/** Something wrong with one row or item of an import file, at a line (0 when the whole file). */
public record ItemProblem(int line, String message) {
}
