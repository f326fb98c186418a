package dev.tablewright.patterns;

import dev.tablewright.engine.request.QueryRequest;
import dev.tablewright.engine.request.Request;

import java.util.Map;
import java.util.Objects;

/**
 * One request of a bound access pattern: the parameter values it was rendered with, and for a
 * fanned-out pattern the shard value it reads ({@code shard}, else null).
 */
public record BoundRequest(Integer shard, Map<String, String> parameters, Request request) {
    public BoundRequest {
        parameters = QueryRequest.copy(parameters);
        Objects.requireNonNull(request, "request");
    }
}
