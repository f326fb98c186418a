package dev.tablewright.engine;

import dev.tablewright.engine.request.RequestException;
import java.math.BigInteger;

/**
 * A parallel Scan's segments as Local cuts them: equal ranges of the SHA-1 space of partition key
 * hashes, checked as Local checks Segment and TotalSegments.
 */
final class ScanSegments {
    private static final BigInteger MAX_HASH = BigInteger.ONE.shiftLeft(160).subtract(BigInteger.ONE);

    private ScanSegments() {
    }

    static void validateSegments(Integer segment, Integer total) {
        if (segment == null) {
            throw RequestException.validation(
                    "If total segments is specified, a particular segment must also be specified for this request");
        }
        if (total == null) {
            throw RequestException.validation("If segment is specified, total segment must also be specified");
        }
        if (total <= 0 || total > 1000000) {
            throw RequestException.validation("1 validation error detected: Value '" + total
                    + "' at 'totalSegments' failed to satisfy constraint: Member must have value less than or equal to"
                    + " 1000000");
        }
        if (segment < 0 || segment >= total) {
            throw RequestException.validation("1 validation error detected: Value '" + segment
                    + "' at 'segment' failed to satisfy constraint: Member must have value less than or equal to "
                    + (total - 1));
        }
    }

    static KeyBytes segmentBegin(int total, int segment) {
        return sha1Bytes(MAX_HASH.divide(BigInteger.valueOf(total)).multiply(BigInteger.valueOf(segment)));
    }

    static KeyBytes segmentEnd(int total, int segment) {
        if (segment + 1 == total) {
            return sha1Bytes(MAX_HASH);
        }
        return sha1Bytes(MAX_HASH.divide(BigInteger.valueOf(total)).multiply(BigInteger.valueOf(segment + 1L))
                .subtract(BigInteger.ONE));
    }

    private static KeyBytes sha1Bytes(BigInteger n) {
        byte[] raw = n.toByteArray();
        byte[] out = new byte[20];
        int copy = Math.min(raw.length, 20);
        System.arraycopy(raw, raw.length - copy, out, 20 - copy, copy);
        return KeyBytes.wrap(out);
    }
}
