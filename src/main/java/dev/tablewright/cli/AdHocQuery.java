package dev.tablewright.cli;

import com.fasterxml.jackson.databind.ObjectMapper;
import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.ReturnConsumedCapacity;
import dev.tablewright.formats.DynamoJson;
import dev.tablewright.model.AttributeValue;
import dev.tablewright.model.Item;
import java.util.LinkedHashMap;
import java.util.Map;
import picocli.CommandLine.Option;

/** {@code query}'s ad-hoc Query: the AWS CLI's options, read into one request. */
final class AdHocQuery {
    @Option(names = "--table", paramLabel = "T", description = "ad-hoc: the table to query") String table;
    @Option(names = "--index-name", paramLabel = "I") String indexName;
    @Option(names = "--key-condition-expression", paramLabel = "E") String keyCondition;
    @Option(names = "--filter-expression", paramLabel = "F") String filter;
    @Option(names = "--projection-expression", paramLabel = "P") String projection;
    @Option(names = "--expression-attribute-names", paramLabel = "JSON") String names;
    @Option(names = "--expression-attribute-values", paramLabel = "JSON", description = "DynamoDB JSON") String values;
    @Option(names = "--no-scan-index-forward", description = "read the sort key backwards") boolean backwards;
    @Option(names = "--limit", paramLabel = "N") Integer limit;
    @Option(names = "--exclusive-start-key", paramLabel = "JSON", description = "DynamoDB JSON") String startKey;
    @Option(names = "--consistent-read") boolean consistentRead;

    /** The request, with its capacity returned per index. */
    QueryRequest request() throws Exception {
        ObjectMapper mapper = new ObjectMapper();
        Map<String, String> nameMap = new LinkedHashMap<>();
        if (names != null) {
            mapper.readTree(names).fields().forEachRemaining(e -> nameMap.put(e.getKey(), e.getValue().asText()));
        }
        Map<String, AttributeValue> valueMap = values == null ? Map.of()
                : DynamoJson.itemFromJson(mapper.readTree(values)).attributes();
        Item start = startKey == null ? null : DynamoJson.parseItem(startKey);
        return QueryRequest.builder(table).indexName(indexName).keyConditionExpression(keyCondition)
                .filterExpression(filter).projectionExpression(projection).names(nameMap).values(valueMap)
                .scanIndexForward(backwards ? Boolean.FALSE : null).limit(limit).exclusiveStartKey(start)
                .consistentRead(consistentRead ? Boolean.TRUE : null)
                .returnConsumedCapacity(ReturnConsumedCapacity.INDEXES).build();
    }
}
