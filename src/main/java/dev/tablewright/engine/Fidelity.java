package dev.tablewright.engine;

/**
 * Whose behaviour the engine reproduces where DynamoDB Local and the real service differ. Each
 * difference is named here; everything else is the same in both.
 * <ul>
 *   <li>Empty reads: Local charges 0 capacity units for a Query or Scan that reads nothing; DynamoDB
 *       charges the minimum, one read unit (0.5 when eventually consistent).</li>
 *   <li>The 1 MB page of a Query: Local counts only the items the filter keeps toward 1 MB;
 *       DynamoDB counts every item it reads, before the filter.</li>
 *   <li>Index reads: Local charges a Scan of an index by the size of the full table items;
 *       DynamoDB by the projected index entries.</li>
 * </ul>
 */
public enum Fidelity {
    DYNAMODB_LOCAL, DYNAMODB
}
