package dev.tablewright.bench;

import dev.tablewright.model.io.LoadedModel;
import dev.tablewright.model.io.ModelFiles;
import dev.tablewright.model.item.AttributeValue;
import dev.tablewright.model.item.Item;
import dev.tablewright.model.schema.KeyAttribute;
import dev.tablewright.model.schema.KeySchema;
import dev.tablewright.model.schema.Model;
import dev.tablewright.model.schema.ModelMetadata;
import dev.tablewright.model.schema.Projection;
import dev.tablewright.model.schema.ScalarType;
import dev.tablewright.model.schema.SecondaryIndex;
import dev.tablewright.model.schema.Table;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;

/**
 * Time to read a model file of N items (default 10,000, 100,000 and 1,000,000), median of 5 reads
 * after 2 warm-up reads, and the heap the loaded model holds. Run:
 * <pre>
 * mvn -o -q test-compile dependency:build-classpath -Dmdep.outputFile=target/classpath.txt
 * java -Xmx8g -cp target/classes:target/test-classes:$(cat target/classpath.txt) \
 *     dev.tablewright.bench.ModelLoadBenchmark [N ...]
 * </pre>
 */
public final class ModelLoadBenchmark {
    private ModelLoadBenchmark() {
    }

    public static void main(String[] args) throws Exception {
        int[] sizes = args.length == 0 ? new int[] {10_000, 100_000, 1_000_000}
                : java.util.Arrays.stream(args).mapToInt(Integer::parseInt).toArray();
        System.out.printf("%-10s %12s %14s %12s%n", "items", "file MB", "read ms (med)", "heap MB");
        for (int size : sizes) {
            Path file = Files.createTempFile("bench-model", ".json");
            ModelFiles.write(model(size), file);
            long bytes = Files.size(file);
            List<Long> times = new ArrayList<>();
            LoadedModel kept = null;
            for (int run = 0; run < 7; run++) {
                kept = null;
                System.gc();
                long start = System.nanoTime();
                kept = ModelFiles.read(file);
                long elapsed = System.nanoTime() - start;
                if (run >= 2) {
                    times.add(elapsed / 1_000_000);
                }
            }
            times.sort(null);
            System.gc();
            Runtime rt = Runtime.getRuntime();
            long heap = (rt.totalMemory() - rt.freeMemory()) / (1024 * 1024);
            System.out.printf("%-10d %12.1f %14d %12d%n", kept.model().tables().get(0).allItems().size(),
                    bytes / 1e6, times.get(times.size() / 2), heap);
            Files.deleteIfExists(file);
            Files.deleteIfExists(file.resolveSibling(file.getFileName() + ".bak"));
        }
    }

    static Model model(int size) {
        Random random = new Random(42);
        List<Item> items = new ArrayList<>(size);
        for (int i = 0; i < size; i++) {
            Map<String, AttributeValue> a = new LinkedHashMap<>();
            a.put("PK", AttributeValue.s("CUSTOMER#" + (i / 20)));
            a.put("SK", AttributeValue.s("ORDER#" + String.format("%08d", i)));
            a.put("Data", AttributeValue.s("OPEN#2026-" + (1 + random.nextInt(12)) + "-" + (1 + random.nextInt(28))));
            a.put("Amount", AttributeValue.n(random.nextInt(100_000) + "." + random.nextInt(100)));
            a.put("Status", AttributeValue.s(random.nextBoolean() ? "OPEN" : "SHIPPED"));
            a.put("Lines", AttributeValue.n(1 + random.nextInt(9)));
            items.add(Item.of(a));
        }
        Table table = Table.of("Orders", KeySchema.of(KeyAttribute.of("PK", ScalarType.S),
                        KeyAttribute.of("SK", ScalarType.S)))
                .withIndexes(List.of(SecondaryIndex.gsi("GSI1", KeySchema.of(KeyAttribute.of("SK", ScalarType.S),
                        KeyAttribute.of("Data", ScalarType.S)), Projection.all())), List.of())
                .withItems(items);
        return new Model("Bench " + size, ModelMetadata.of(""), List.of(table), List.of(), null);
    }
}
