package dev.tablewright.engine;

import dev.tablewright.engine.request.RequestException;
import dev.tablewright.engine.request.WriteResult;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternBinder;
import dev.tablewright.patterns.PatternResult;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.patterns.ShardResult;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.Table;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * Every access pattern of the shipped models, bound with its defaults, run on the engine
 * and on DynamoDB Local: each request (each shard of a fan-out) must give the same response, reads
 * first and then the writes.
 */
class ShippedPatternsVersusLocalTest {
    private static final List<Path> MODELS = List.of(Path.of("models/hr-oe.json"), Path.of("models/gaming.json"),
            Path.of("models/person-records.json"), Path.of("models/tournaments.json"));
    private static LocalOracle local;
    private static final List<Model> models = new ArrayList<>();

    @BeforeAll
    static void load() throws Exception {
        local = new LocalOracle();
        for (Path file : MODELS) {
            Model model = ModelFiles.read(file).model();
            models.add(model);
            for (Table table : model.tables()) {
                local.create(table);
            }
        }
    }

    @AfterAll
    static void stop() {
        local.close();
    }

    @Test
    void everyShippedPattern_whenBoundWithDefaults_givesTheSameResponsesAsLocal() {
        List<String> failures = new ArrayList<>();
        int requests = 0;
        int patterns = 0;
        int itemsSeen = 0;
        for (Model model : models) {
            InMemoryEngine engine = InMemoryEngine.of(model);
            List<AccessPattern> ordered = new ArrayList<>(model.accessPatterns().stream()
                    .filter(p -> p.operation().isRead()).toList());
            ordered.addAll(model.accessPatterns().stream().filter(p -> !p.operation().isRead()).toList());
            for (AccessPattern pattern : ordered) {
                patterns++;
                BoundPattern bound = PatternBinder.bind(model, pattern, Map.of());
                PatternResult result = PatternRunner.run(engine, bound);
                itemsSeen += result.items().size();
                for (ShardResult shard : result.shards()) {
                    requests++;
                    Object theirs;
                    try {
                        theirs = local.execute(shard.request());
                    } catch (RequestException e) {
                        theirs = e;
                    }
                    String difference = shard.response() instanceof WriteResult w
                            ? (theirs instanceof WriteResult t && java.util.Objects.equals(w.consumedCapacity(),
                            t.consumedCapacity()) ? null : "different write")
                            : EngineVersusLocalTest.Comparison.difference(shard.response(), theirs);
                    if (difference != null) {
                        failures.add(pattern.name() + ": " + difference + "\n  request: " + shard.request()
                                + "\n  engine: " + shard.response() + "\n  local: " + theirs);
                    }
                }
            }
        }
        assertThat(patterns).as("patterns in the shipped models").isGreaterThan(25);
        assertThat(requests).isGreaterThanOrEqualTo(patterns);
        assertThat(itemsSeen).as("items the patterns found").isGreaterThan(50);
        assertThat(failures).as(String.join("\n", failures)).isEmpty();
    }
}
