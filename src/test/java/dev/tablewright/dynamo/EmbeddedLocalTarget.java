package dev.tablewright.dynamo;

import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.Response;
import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import dev.tablewright.patterns.BoundPattern;
import dev.tablewright.patterns.PatternRun;
import dev.tablewright.patterns.PatternTarget;
import dev.tablewright.patterns.PatternVerdict;
import software.amazon.dynamodb.services.local.embedded.DynamoDBEmbedded;
import software.amazon.dynamodb.services.local.shared.access.AmazonDynamoDBLocal;

/**
 * A fresh in-process DynamoDB Local 3.3.1 as a pattern target, for the differential tests that run
 * the same patterns in memory and there; closing it shuts that Local down.
 */
final class EmbeddedLocalTarget implements PatternTarget {
    private final AmazonDynamoDBLocal local = DynamoDBEmbedded.create(null, true);
    private final PatternTarget target =
            new DynamoPatternTarget(OpenConnection.of(Connection.embedded(), local.dynamoDbClient()), 100);

    @Override
    public Response execute(Model model, Request request) {
        return target.execute(model, request);
    }

    @Override
    public PatternRun run(Model model, BoundPattern bound) {
        return target.run(model, bound);
    }

    @Override
    public PatternVerdict check(Model model, AccessPattern pattern) {
        return target.check(model, pattern);
    }

    @Override
    public void close() {
        target.close();
        local.shutdown();
    }
}
