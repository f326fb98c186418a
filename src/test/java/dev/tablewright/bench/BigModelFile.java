package dev.tablewright.bench;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.AttributeType;
import dev.tablewright.model.KeyOperator;
import dev.tablewright.model.KeyTemplate;
import dev.tablewright.model.Model;
import dev.tablewright.model.Operation;
import dev.tablewright.model.Parameter;
import dev.tablewright.model.SortKeyCondition;
import dev.tablewright.model.TemplateValue;
import dev.tablewright.testing.BigModels;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;

/**
 * Writes the benchmark's big model to a file: {@link BigModels#orders} (customers' orders, 20 a
 * partition, a GSI on SK and Data) with access patterns of each kind a review runs: a Query of a
 * customer, a Query of the GSI, a GetItem and a PutItem. {@code bench/run review} times
 * {@code validate} and {@code review} of it as whole processes.
 * <pre>java -cp ... dev.tablewright.bench.BigModelFile ITEMS FILE</pre>
 */
public final class BigModelFile {
    private BigModelFile() {
    }

    public static void main(String[] args) throws Exception {
        int items = Integer.parseInt(args[0]);
        Path file = Path.of(args[1]);
        Model model = BigModels.orders(items).withAccessPatterns(List.of(
                AccessPattern.builder("orders of a customer", "Orders", Operation.Query).partitionKey("CUSTOMER#${id}")
                        .parameters(List.of(Parameter.of("id", "7"))).frequency(500).build(),
                AccessPattern.builder("an order by its id", "Orders", Operation.Query).index("GSI1")
                        .partitionKey("${order}").parameters(List.of(Parameter.of("order", "ORDER#00000042")))
                        .frequency(200).build(),
                AccessPattern.builder("one order", "Orders", Operation.GetItem).partitionKey("CUSTOMER#${id}")
                        .sortKey(new SortKeyCondition(KeyOperator.EQ, KeyTemplate.of("ORDER#${n}"), null))
                        .parameters(List.of(Parameter.of("id", "7"), Parameter.of("n", "00000140"))).frequency(300).build(),
                AccessPattern.builder("place an order", "Orders", Operation.PutItem).partitionKey("CUSTOMER#${id}")
                        .sortKey(new SortKeyCondition(KeyOperator.EQ, KeyTemplate.of("ORDER#${n}"), null))
                        .parameters(List.of(Parameter.of("id", "7"), Parameter.of("n", "99999999")))
                        .item(Map.of("Data", TemplateValue.of(AttributeType.S, "OPEN#2026-11-27"),
                                "Status", TemplateValue.of(AttributeType.S, "OPEN")))
                        .frequency(50).build()));
        ModelFiles.write(model, file);
    }
}
