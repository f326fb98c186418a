package dev.tablewright.engine;

import dev.tablewright.dynamo.AttributeValues;
import dev.tablewright.engine.partiql.PartiqlEngine;
import dev.tablewright.engine.partiql.StatementResult;
import dev.tablewright.engine.request.RequestException;
import dev.tablewright.model.Item;
import java.util.List;
import java.util.function.Function;
import software.amazon.awssdk.services.dynamodb.DynamoDbClient;
import software.amazon.awssdk.services.dynamodb.model.DynamoDbException;

/**
 * A SELECT read page by page (up to 8 pages of {@code limit}, following NextToken) on DynamoDB
 * Local or on the engine, written the same way for both: each page as {@code show} writes its
 * items, "+T" after a page that answered a token, or the error that ended the read.
 */
final class PartiqlPages {
    private static final int MAX_PAGES = 8;

    private PartiqlPages() {
    }

    static String local(DynamoDbClient client, String statement, Integer limit, Function<List<Item>, String> show) {
        StringBuilder sb = new StringBuilder();
        String[] token = {null};
        int n = 0;
        try {
            do {
                var r = client.executeStatement(b -> b.statement(statement).limit(limit).nextToken(token[0]));
                sb.append(show.apply(r.items().stream().map(AttributeValues::fromSdkItem).toList()));
                token[0] = r.nextToken();
                sb.append(token[0] != null ? "+T " : " ");
            } while (token[0] != null && ++n < MAX_PAGES);
        } catch (DynamoDbException e) {
            sb.append("error ").append(e.awsErrorDetails().errorMessage());
        } catch (RuntimeException e) {
            sb.append("crash ").append(e);
        }
        return sb.toString();
    }

    static String memory(PartiqlEngine engine, String statement, Integer limit, Function<List<Item>, String> show) {
        StringBuilder sb = new StringBuilder();
        String token = null;
        int n = 0;
        try {
            do {
                StatementResult r = engine.executeStatement(statement, List.of(), false, token, limit);
                sb.append(show.apply(r.items()));
                token = r.nextToken();
                sb.append(token != null ? "+T " : " ");
            } while (token != null && ++n < MAX_PAGES);
        } catch (RequestException e) {
            sb.append("error ").append(e.getMessage());
        } catch (RuntimeException e) {
            sb.append("crash ").append(e);
        }
        return sb.toString();
    }
}
