package dev.tablewright.model.query;

/** What one request of a bound pattern returned ({@code shard} null unless the pattern fans out). */
public record ShardResult(Integer shard, Request request, Response response) {
}
