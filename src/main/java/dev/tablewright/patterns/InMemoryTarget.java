package dev.tablewright.patterns;

import dev.tablewright.engine.InMemoryEngine;
import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.Response;
import dev.tablewright.model.Model;
import java.util.List;

/** {@link PatternTarget#inMemory()}: an engine on the last model's items; a run's time includes loading them. */
final class InMemoryTarget implements PatternTarget {
    private Model loaded;
    private InMemoryEngine engine;

    @Override
    public synchronized Response execute(Model model, Request request) {
        return engine(model).execute(request);
    }

    @Override
    public synchronized PatternRun run(Model model, BoundPattern bound) {
        long start = System.nanoTime();
        PatternResult result = PatternRunner.run(engine(model), bound);
        return new PatternRun(result, List.of(), (System.nanoTime() - start) / 1e6);
    }

    private InMemoryEngine engine(Model model) {
        if (model != loaded) {
            engine = InMemoryEngine.of(model);
            loaded = model;
        }
        return engine;
    }
}
