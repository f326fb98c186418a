package dev.tablewright.engine.request;

/** What a Query or Scan returns, as DynamoDB's {@code Select} parameter names it. */
public enum Select {
    ALL_ATTRIBUTES, ALL_PROJECTED_ATTRIBUTES, SPECIFIC_ATTRIBUTES, COUNT
}
