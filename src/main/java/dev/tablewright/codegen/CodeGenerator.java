package dev.tablewright.codegen;

import dev.tablewright.model.AccessPattern;
import dev.tablewright.model.Model;
import java.util.Map;

/**
 * Writes an access pattern as a program a person would keep: Java over the AWS SDK v2
 * {@code DynamoDbClient}, Python over boto3, JavaScript over the AWS SDK v3, or a bash script over
 * the AWS CLI. Pattern parameters become the function's arguments (the defaults, or the values
 * given, as default values); a write-sharded pattern reads its shards in parallel and merges them
 * in sort key order; Query and Scan follow LastEvaluatedKey unless the pattern has a Limit. Each
 * program prints what it read as DynamoDB JSON, one item per line, and takes
 * {@code --endpoint-url} for DynamoDB Local.
 */
public final class CodeGenerator {
    private CodeGenerator() {
    }

    /**
     * @param given  parameter values to use as the defaults (a value for a fan-out parameter reads that one shard)
     * @param source the model file's name, for the header comment (may be null)
     * @throws IllegalArgumentException when the pattern cannot be bound: an unknown table, index or
     *                                  parameter, a placeholder that is no parameter, a fan-out of a write
     */
    public static GeneratedCode generate(Model model, AccessPattern pattern, Map<String, String> given,
                                         CodeLanguage language, String source) {
        PatternCode code = PatternCode.of(model, pattern, given, source);
        switch (language) {
            case JAVA:
                return JavaCode.write(code);
            case PYTHON:
                return PythonCode.write(code);
            case JAVASCRIPT:
                return JavaScriptCode.write(code);
            case CLI:
                return ShellCode.write(code);
            default:
                throw new IllegalArgumentException("no generator for " + language);
        }
    }
}
