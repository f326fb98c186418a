package dev.tablewright.formats.imports;

import java.nio.file.Path;
import java.util.List;

/** Items that cannot be imported, every problem with its line; nothing was imported. */
public class ItemImportException extends ImportException {
    private final List<ItemProblem> problems;

    public ItemImportException(Path file, List<ItemProblem> problems) {
        super(file, problems.get(0).line(), problems.get(0).message()
                + (problems.size() > 1 ? " (and " + (problems.size() - 1) + " more problems)" : ""));
        this.problems = List.copyOf(problems);
    }

    public List<ItemProblem> problems() {
        return problems;
    }

    /** Every problem as one line: {@code file:line: message}. */
    public List<String> lines() {
        return problems.stream().map(p -> file() + (p.line() > 0 ? ":" + p.line() : "") + ": " + p.message()).toList();
    }
}
