package dev.tablewright.codegen;

import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Set;

/** Parameter and function names in each language's own style, clear of its keywords and of the names the code uses. */
final class Names {
    private static final Set<String> JAVA_TAKEN = Set.of("abstract", "assert", "boolean", "break", "byte", "case",
            "catch", "char", "class", "const", "continue", "default", "do", "double", "else", "enum", "extends",
            "final", "finally", "float", "for", "goto", "if", "implements", "import", "instanceof", "int",
            "interface", "long", "native", "new", "package", "private", "protected", "public", "return", "short",
            "static", "strictfp", "super", "switch", "synchronized", "this", "throw", "throws", "transient", "try",
            "void", "volatile", "while", "true", "false", "null", "var", "record", "yield",
            "client", "request", "response", "items", "pageSize", "pool", "shards", "shard", "options", "args", "item");
    private static final Set<String> PYTHON_TAKEN = Set.of("and", "as", "assert", "async", "await", "break", "class",
            "continue", "def", "del", "elif", "else", "except", "finally", "for", "from", "global", "if", "import",
            "in", "is", "lambda", "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with",
            "yield", "none", "true", "false", "type", "id", "list", "dict", "str", "int", "range", "print", "json",
            "len", "round", "sorted", "map", "filter", "min", "max", "sum", "next", "iter", "set", "bytes", "format",
            "open", "input", "hash", "object",
            "client", "request", "response", "items", "page_size", "pool", "shards", "shard", "args", "parser",
            "item", "endpoint_url", "boto3", "heapq", "base64", "argparse");
    private static final Set<String> JS_TAKEN = Set.of("break", "case", "catch", "class", "const", "continue",
            "debugger", "default", "delete", "do", "else", "enum", "export", "extends", "false", "finally", "for",
            "function", "if", "import", "in", "instanceof", "let", "new", "null", "return", "static", "super",
            "switch", "this", "throw", "true", "try", "typeof", "var", "void", "while", "with", "yield", "await",
            "implements", "interface", "package", "private", "protected", "public", "arguments", "eval",
            "undefined", "client", "request", "response", "items", "pageSize", "shards", "shard", "values",
            "item", "endpointUrl", "require", "module", "process", "Buffer");
    private static final Set<String> SHELL_TAKEN = Set.of("request", "response", "dir", "pids", "pid", "shard",
            "endpoint_url", "page_size", "items", "path", "home", "ifs", "pwd", "user", "shell", "random", "seconds");

    private Names() {
    }

    /** The words of a name: split at camel case, digits kept with their word, and at anything else. */
    static List<String> words(String name) {
        String split = name.replaceAll("([a-z0-9])([A-Z])", "$1 $2").replaceAll("([A-Z]+)([A-Z][a-z])", "$1 $2");
        List<String> words = new ArrayList<>();
        for (String w : split.split("[^A-Za-z0-9]+")) {
            if (!w.isEmpty()) {
                words.add(w.toLowerCase(Locale.ROOT));
            }
        }
        if (words.isEmpty() || Character.isDigit(words.get(0).charAt(0))) {
            words.add(0, "value");
        }
        return words;
    }

    static String camel(List<String> words) {
        StringBuilder out = new StringBuilder(words.get(0));
        words.subList(1, words.size()).forEach(w -> out.append(capitalized(w)));
        return out.toString();
    }

    static String pascal(List<String> words) {
        return capitalized(camel(words));
    }

    static String snake(List<String> words) {
        return String.join("_", words);
    }

    static String kebab(List<String> words) {
        return String.join("-", words);
    }

    static String java(String parameter) {
        String name = camel(words(parameter));
        return JAVA_TAKEN.contains(name) ? name + "Value" : name;
    }

    static String python(String parameter) {
        String name = snake(words(parameter));
        return PYTHON_TAKEN.contains(name) ? name + "_" : name;
    }

    static String javaScript(String parameter) {
        String name = camel(words(parameter));
        return JS_TAKEN.contains(name) ? name + "Value" : name;
    }

    static String shell(String parameter) {
        String name = snake(words(parameter));
        return SHELL_TAKEN.contains(name) ? name + "_value" : name;
    }

    /** The command-line option a parameter is given with, e.g. {@code --employee-id}. */
    static String option(String parameter) {
        return "--" + kebab(words(parameter));
    }

    private static String capitalized(String word) {
        return word.isEmpty() ? word : Character.toUpperCase(word.charAt(0)) + word.substring(1);
    }
}
