package dev.tablewright.patterns;

import dev.tablewright.engine.request.Request;
import dev.tablewright.engine.request.Response;

/** What one request of a bound pattern returned ({@code shard} null unless the pattern fans out). */
public record ShardResult(Integer shard, Request request, Response response) {
}
