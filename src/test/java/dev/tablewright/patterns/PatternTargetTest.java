package dev.tablewright.patterns;

import static org.assertj.core.api.Assertions.assertThat;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.GetItemRequest;
import dev.tablewright.engine.request.GetItemResult;
import dev.tablewright.engine.request.PutItemRequest;
import dev.tablewright.formats.ModelFiles;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import dev.tablewright.model.Model;
import java.nio.file.Path;
import java.util.Map;
import org.junit.jupiter.api.Test;

class PatternTargetTest {
    private static final Path HR_OE = Path.of("models/hr-oe.json");
    private static final Item KEY = Item.of(Map.of("PK", AttributeValue.s("NEW#1"), "SK", AttributeValue.s("NEW#1")));

    @Test
    void inMemory_whenRequestsShareAModel_keepsTheWritesMadeThroughIt() throws Exception {
        Model model = ModelFiles.read(HR_OE).model();
        try (PatternTarget target = PatternTarget.inMemory()) {
            target.execute(model, PutItemRequest.of("HR-OE", KEY));

            GetItemResult same = (GetItemResult) target.execute(model, GetItemRequest.of("HR-OE", KEY));
            GetItemResult reloaded = (GetItemResult) target.execute(ModelFiles.read(HR_OE).model(),
                    GetItemRequest.of("HR-OE", KEY));

            assertThat(same.item()).as("the write stays for the same model").isEqualTo(KEY);
            assertThat(reloaded.item()).as("another model loads afresh, without the write").isNull();
        }
    }

    @Test
    void inMemory_whenRunningAFanOut_givesPatternRunnersResultAndNoRequestTimings() throws Exception {
        Model model = ModelFiles.read(HR_OE).model();
        BoundPattern bound = PatternBinder.bind(model, model.accessPatterns().get(4), Map.of());

        PatternRun run = PatternTarget.inMemory().run(model, bound);

        assertThat(run.result().items()).isEqualTo(PatternRunner.run(InMemoryEngine.of(model), bound).items())
                .isNotEmpty();
        assertThat(run.result().shards()).hasSize(15);
        assertThat(run.requests()).as("memory measures the run, not each request").isEmpty();
        assertThat(run.millis()).isPositive();
    }
}
