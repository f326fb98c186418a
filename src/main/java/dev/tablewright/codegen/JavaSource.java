package dev.tablewright.codegen;

import java.util.Set;
import java.util.TreeSet;

/** The Java class being written: the imports it needs and its body, line by line. */
final class JavaSource {
    private final Set<String> imports = new TreeSet<>();
    private final StringBuilder body = new StringBuilder();

    void addImport(String name) {
        imports.add(name);
    }

    /** A line of the body: {@code format} as is, or formatted with {@code args}. */
    void line(String format, Object... args) {
        body.append(args.length == 0 ? format : String.format(format, args)).append('\n');
    }

    /** A method's first line, its parameters on a line of their own when it would be long. */
    void signature(String head, String parameters) {
        if (head.length() + parameters.length() + 3 <= 110) {
            line("%s(%s) {", head, parameters);
        } else {
            line("%s(", head);
            line("            %s) {", parameters);
        }
    }

    /** The import lines, sorted. */
    String importLines() {
        StringBuilder lines = new StringBuilder();
        imports.forEach(i -> lines.append("import ").append(i).append(";\n"));
        return lines.toString();
    }

    String body() {
        return body.toString();
    }
}
