package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.KeyAttribute;
import dev.tablewright.model.KeySchema;
import java.util.List;
import dev.tablewright.model.Model;
import dev.tablewright.model.SecondaryIndex;
import dev.tablewright.model.Table;
import java.io.PrintWriter;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;

/** {@code info MODEL [--json]}: what a model holds, for people or (with --json) for scripts. */
@Command(name = "info", mixinStandardHelpOptions = true,
        description = "Show a model's tables, keys, indexes (with how many items each holds), facets and access patterns.")
public final class InfoCommand extends Verb {
    @Mixin
    ModelFile model;

    @Option(names = "--json", description = "print the summary as JSON (a stable shape for scripts)") boolean json;

    @Override
    public Integer call() throws Exception {
        Model loaded = model.read().model();
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            ObjectNode info = ModelInfo.of(loaded);
            out.println(new ObjectMapper().writerWithDefaultPrettyPrinter().writeValueAsString(info));
        } else {
            printSummary(loaded, out);
        }
        out.flush();
        return TablewrightCommand.OK;
    }

    private static void printSummary(Model model, PrintWriter out) {
        out.printf("Model %s: %d table(s), %d access pattern(s)%n", model.name(), model.tables().size(),
                model.accessPatterns().size());
        for (Table table : model.tables()) {
            out.printf("%nTable %s  key %s  %d items%n", table.name(), keys(table.keySchema()), table.allItems().size());
            if (!table.facets().isEmpty()) {
                out.printf("  facets: %s%n", String.join(", ", table.facets().stream().map(f -> f.name()).toList()));
            }
            for (SecondaryIndex index : table.indexes()) {
                long items = ModelInfo.itemsIn(index, table.allItems());
                out.printf("  %s %-20s key %-28s %-9s %d of %d items%n", index.kind(), index.name(),
                        keys(index.keySchema()), index.projection().type(), items, table.allItems().size());
            }
        }
        if (!model.accessPatterns().isEmpty()) {
            out.printf("%nAccess patterns%n");
            int width = model.accessPatterns().stream().mapToInt(p -> target(p).length()).max().orElse(0);
            int operations = model.accessPatterns().stream().mapToInt(p -> p.operation().name().length()).max().orElse(0);
            String line = "  %2d. %-" + Math.max(10, operations) + "s %-" + width + "s  %s%n";
            int n = 1;
            for (AccessPattern p : model.accessPatterns()) {
                out.printf(line, n, p.operation(), target(p), nameAfter(n, p.name()));
                for (AccessPattern a : p.actions()) { // a transaction's actions, each on its table, in order
                    out.printf("        - %-14s %-20s %s%s%n", a.operation(), a.table(), a.name(),
                            a.conditionExpression() == null ? "" : "  if " + a.conditionExpression());
                }
                n++;
            }
        }
    }

    private static String target(AccessPattern p) {
        if (p.operation().isTransaction()) {
            return String.join(" + ", p.tables());
        }
        return p.table() + (p.index() == null ? "" : "/" + p.index());
    }

    /** The pattern's name without a leading "N. " that only repeats its number (hr-oe's names begin so). */
    static String nameAfter(int number, String name) {
        String prefix = number + ". ";
        return name.startsWith(prefix) && name.length() > prefix.length() ? name.substring(prefix.length()) : name;
    }

    /** "PK (S), SK (S)"; a multi-attribute key as "HASH a (S) + b (N), RANGE c (S) + d (S)". */
    private static String keys(KeySchema keys) {
        if (keys.isMultiAttribute()) {
            String text = "HASH " + attributes(keys.partitionKeys());
            return keys.hasSortKey() ? text + ", RANGE " + attributes(keys.sortKeys()) : text;
        }
        String partition = keys.partitionKey().name() + " (" + keys.partitionKey().type() + ")";
        return keys.sortKey() == null ? partition
                : partition + ", " + keys.sortKey().name() + " (" + keys.sortKey().type() + ")";
    }

    private static String attributes(List<KeyAttribute> attributes) {
        return String.join(" + ", attributes.stream().map(a -> a.name() + " (" + a.type() + ")").toList());
    }
}
