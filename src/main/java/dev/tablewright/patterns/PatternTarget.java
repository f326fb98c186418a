package dev.tablewright.patterns;

import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.Response;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;

/**
 * Where requests and access patterns run: the in-memory engine ({@link #inMemory()}) or DynamoDB
 * (the dynamo package's {@code DynamoPatternTarget}). The window's Run tab and the command line's
 * {@code query} both run through this, so a run is the same code wherever it starts. A target
 * holds one model's tables at a time: the first call with a model (another than the last) loads
 * it where the target can (a new engine; the embedded DynamoDB Local), and writes made through the
 * target stay until another model is loaded.
 */
public interface PatternTarget extends AutoCloseable {
    /** Sends one request, as it is, to the model's tables here. */
    Response execute(Model model, Request request);

    /**
     * Runs a bound pattern here: each request (each shard), then the merge; timed.
     *
     * @throws PatternRefusedException when {@link #check} says the tables here cannot answer it;
     *                                 nothing was sent
     */
    PatternRun run(Model model, BoundPattern bound);

    /** Whether the tables here can answer the pattern, before it runs; always OK in memory. */
    default PatternVerdict check(Model model, AccessPattern pattern) {
        return PatternVerdict.ok(pattern.name());
    }

    /** Lets go of the connection, if any. */
    @Override
    default void close() {
    }

    /** A new in-memory engine, loaded from the model on first use. */
    static PatternTarget inMemory() {
        return new InMemoryTarget();
    }
}
