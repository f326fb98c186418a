package dev.tablewright.formats;

/** A place in a text file: 1-based line and column. */
public record Position(int line, int column) {
    @Override
    public String toString() {
        return line + ":" + column;
    }
}
