package dev.tablewright.ui.run;

import dev.tablewright.dynamo.Connection;
import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.model.NameMapping;
import dev.tablewright.model.Table;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.LiveCompatibility;
import dev.tablewright.patterns.LiveNames;
import dev.tablewright.patterns.PatternRefusedException;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternRunner;
import dev.tablewright.patterns.PatternVerdict;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

/**
 * A saved connection whose live tables are another model's, held in memory: the Run tab's two
 * services over the same rules (LiveCompatibility, LiveNames) the dynamo package's target uses,
 * so view-models are tested without a toolkit or a DynamoDB.
 */
final class LiveTablesFake implements PatternRunService, MappingService {
    static final RunTarget SAVED = new RunTarget("team-dev", Connection.endpoint("http://localhost:8000"));

    private final Model live;
    NameMapping saved = NameMapping.identity();
    final List<String> described = new ArrayList<>();
    int runs;

    LiveTablesFake(Model live) {
        this.live = live;
    }

    @Override
    public List<RunTarget> targets() {
        return List.of(new RunTarget("Embedded DynamoDB Local", Connection.embedded()), SAVED);
    }

    @Override
    public PatternRun run(RunTarget target, Model model, BoundPattern bound) {
        PatternVerdict verdict = check(target, model, bound.pattern());
        if (!verdict.ok()) {
            throw new PatternRefusedException(verdict);
        }
        runs++;
        BoundPattern sent = LiveNames.toLive(bound, saved);
        var result = PatternRunner.run(InMemoryEngine.of(live), sent);
        return new PatternRun(LiveNames.toModel(result, bound, saved), List.of(), 1);
    }

    @Override
    public boolean mappable(RunTarget target) {
        return target.equals(SAVED);
    }

    @Override
    public NameMapping load(RunTarget target) {
        return saved;
    }

    @Override
    public void save(RunTarget target, NameMapping mapping) {
        saved = mapping;
    }

    @Override
    public List<String> liveTables(RunTarget target) {
        return live.tables().stream().map(Table::name).toList();
    }

    @Override
    public Optional<Table> describe(RunTarget target, String liveTable) {
        described.add(liveTable);
        return live.findTable(liveTable);
    }

    @Override
    public PatternVerdict check(RunTarget target, Model model, AccessPattern pattern) {
        return LiveCompatibility.verdict(model, pattern, saved, live::findTable);
    }
}
