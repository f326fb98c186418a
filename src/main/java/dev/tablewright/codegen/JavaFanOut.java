package dev.tablewright.codegen;

import dev.tablewright.codegen.PatternCode.SortOrder;
import dev.tablewright.model.ScalarType;
import java.util.Locale;

/**
 * The Java of a write-sharded pattern's read: the shard range and merge order as constants, and a
 * method that reads every shard in parallel and merges their items.
 */
final class JavaFanOut {
    private final PatternCode code;
    private final JavaSource source;

    JavaFanOut(PatternCode code, JavaSource source) {
        this.code = code;
        this.source = source;
    }

    /** The class's constants: the first and last shard, and the comparator that merges them. */
    void constants() {
        source.line("    /** %s: every shard from %d to %d. */", code.fanOut().parameter(), code.fanOut().first(),
                code.fanOut().last());
        source.line("    private static final int FIRST_SHARD = %d;", code.fanOut().first());
        source.line("    private static final int LAST_SHARD = %d;", code.fanOut().last());
        if (code.mergeOrder() != null) {
            comparator(code.mergeOrder());
        }
    }

    private void comparator(SortOrder order) {
        source.addImport("java.util.Comparator");
        String get = "item.get(" + Text.quoted(order.attribute()) + ")";
        String key;
        if (order.type() == ScalarType.N) {
            source.addImport("java.math.BigDecimal");
            key = "(Map<String, AttributeValue> item) -> new BigDecimal(" + get + ".n())";
        } else if (order.type() == ScalarType.B) {
            source.addImport("java.util.Arrays");
            key = "(Map<String, AttributeValue> item) -> " + get + ".b().asByteArray(), Arrays::compareUnsigned";
        } else {
            key = "(Map<String, AttributeValue> item) -> " + get + ".s()";
        }
        source.line("    /** The merge order: %s%s. */", order.attribute(), order.forward() ? "" : ", descending");
        source.line("    private static final Comparator<Map<String, AttributeValue>> %s =", comparatorName(order));
        source.line("            Comparator.comparing(%s)%s;", key, order.forward() ? "" : ".reversed()");
    }

    private static String comparatorName(SortOrder order) {
        return "BY_" + Names.snake(Names.words(order.attribute())).toUpperCase(Locale.ROOT);
    }

    /**
     * The public method that reads every shard through {@code readShard}.
     *
     * @param parameters the method's parameters
     * @param arguments  what it passes to {@code readShard} for one shard
     */
    void method(String function, String parameters, String arguments) {
        source.addImport("java.util.ArrayList");
        source.addImport("java.util.concurrent.CompletableFuture");
        source.addImport("java.util.concurrent.ExecutorService");
        source.addImport("java.util.concurrent.Executors");
        source.addImport("java.util.stream.Collectors");
        SortOrder order = code.mergeOrder();
        String shard = Names.java(code.fanOut().parameter());
        source.line("    /** Reads every shard in parallel and merges the items%s. */", order == null ? ""
                : " in " + order.attribute() + " order" + (order.forward() ? "" : ", descending"));
        source.signature("    public static " + JavaCode.ITEMS + " " + function, parameters);
        source.line("        ExecutorService pool = Executors.newFixedThreadPool(LAST_SHARD - FIRST_SHARD + 1);");
        source.line("        try {");
        source.line("            List<CompletableFuture<%s>> shards = new ArrayList<>();", JavaCode.ITEMS);
        source.line("            for (int %s = FIRST_SHARD; %s <= LAST_SHARD; %s++) {", shard, shard, shard);
        source.line("                int shard = %s;", shard);
        source.line("                shards.add(CompletableFuture.supplyAsync(() -> readShard(%s), pool));", arguments);
        source.line("            }");
        if (order == null) {
            source.line("            return shards.stream()");
            source.line("                    .flatMap(shard -> shard.join().stream())");
        } else {
            source.line("            // Each shard is in key order already; a stable sort keeps equal keys in shard order.");
            source.line("            return shards.stream()");
            source.line("                    .flatMap(shard -> shard.join().stream())");
            source.line("                    .sorted(%s)", comparatorName(order));
        }
        source.line("                    .collect(Collectors.toList());");
        source.line("        } finally {");
        source.line("            pool.shutdown();");
        source.line("        }");
        source.line("    }");
    }
}
