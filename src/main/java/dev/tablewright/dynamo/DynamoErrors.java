package dev.tablewright.dynamo;

import java.math.BigDecimal;
import java.net.ConnectException;
import java.net.NoRouteToHostException;
import java.net.SocketTimeoutException;
import java.net.UnknownHostException;
import java.time.Duration;
import java.util.Locale;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import software.amazon.awssdk.awscore.exception.AwsServiceException;
import software.amazon.awssdk.core.exception.ApiCallAttemptTimeoutException;
import software.amazon.awssdk.core.exception.ApiCallTimeoutException;
import software.amazon.awssdk.services.dynamodb.model.ResourceNotFoundException;

/**
 * Turns SDK failures into plain words: what failed, where, and what to do about it.
 */
public final class DynamoErrors {
    private static final Pattern ACCESS_KEY_ID = Pattern.compile("\\b(AKIA|ASIA|AIDA|AROA)[A-Z0-9]{16}\\b");
    private static final Duration PROBE_TIMEOUT = Duration.ofSeconds(2);
    private static final Pattern TIMEOUT_MILLIS = Pattern.compile("timeout configuration: (\\d+) millis");
    private static final Pattern IAM_ACTION = Pattern.compile("perform:?\\s+([a-zA-Z0-9-]+:[A-Za-z0-9*]+)");

    private DynamoErrors() {
    }

    /** A DynamoException with a plain message for a failure of {@code operation} on {@code connection}. */
    public static DynamoException translate(Throwable e, Connection connection, String operation) {
        if (e instanceof DynamoException de) {
            return de;
        }
        return new DynamoException(describe(e, connection, operation), e);
    }

    /**
     * DynamoDB's refusal of a request, given as the error code and message of an error answer
     * ({@link RemoteRunner}), in the same words {@link #translate} finds for the refusal thrown.
     */
    public static DynamoException refused(String code, String message, Connection connection, String operation) {
        String where = connection == null ? "DynamoDB" : connection.describe();
        return new DynamoException(redacted(describeService(code, message, 400, false, where, profileOf(connection),
                operation)));
    }

    public static String describe(Throwable e, Connection connection, String operation) {
        return redacted(plainWords(e, connection, operation));
    }

    /**
     * Like {@link #describe}, for a request that failed midway: when the failure could mean the
     * server went away (an HTTP 5xx, a reset or closed connection) and its endpoint now refuses
     * connections, says that the server stopped answering rather than quoting the last symptom,
     * which depends on how far the server got in stopping.
     */
    public static String describeAfterFailure(Throwable e, Connection connection, String operation) {
        boolean mayBeGone = e instanceof AwsServiceException ase ? ase.statusCode() >= 500
                : !(e instanceof DynamoException);
        if (mayBeGone && Reachability.probe(connection, PROBE_TIMEOUT) == Reachability.Answer.REFUSES) {
            return "cannot reach " + connection.describe() + ": the server stopped answering during " + operation
                    + " and now refuses connections (is it still running?)";
        }
        return describe(e, connection, operation);
    }

    /**
     * Access key ids (AKIA..., ASIA...) that an SDK or service message may quote, e.g. in a
     * signature mismatch's credential scope, hidden: messages end up in logs and bug reports.
     */
    static String redacted(String message) {
        return ACCESS_KEY_ID.matcher(message).replaceAll(m -> m.group().substring(0, 4) + "****************");
    }

    private static String plainWords(Throwable e, Connection connection, String operation) {
        if (e instanceof DynamoException de && de.getMessage() != null) {
            return de.getMessage();
        }
        String where = connection == null ? "DynamoDB" : connection.describe();
        String profile = profileOf(connection);
        String all = allMessages(e).toLowerCase(Locale.ROOT);

        if (isSsoExpired(e, all)) {
            String p = profile == null ? "<profile>" : profile;
            return "the SSO session of " + (profile == null ? "the profile" : "profile " + profile)
                    + " has expired or is not signed in: run `aws sso login --profile " + p + "`";
        }
        if (e instanceof AwsServiceException ase) {
            return describeService(ase, where, profile, operation);
        }
        Throwable timeout = find(e, SocketTimeoutException.class);
        if (e instanceof ApiCallTimeoutException || e instanceof ApiCallAttemptTimeoutException || timeout != null
                || all.contains("connect timed out") || all.contains("read timed out")) {
            return "no answer from " + where + " " + within(e) + ": check the endpoint and your network";
        }
        UnknownHostException unknownHost = find(e, UnknownHostException.class);
        if (unknownHost != null) {
            return "cannot reach " + where + ": unknown host " + unknownHost.getMessage()
                    + " (check the endpoint URL or the region)";
        }
        if (find(e, ConnectException.class) != null || find(e, NoRouteToHostException.class) != null
                || all.contains("connection refused")) {
            return "cannot reach " + where + ": connection refused (is the server running and the port right?)";
        }
        if (all.contains("unable to load credentials") || all.contains("profile file contained no credentials")
                || all.contains("no profile") || all.contains("profile") && all.contains("not found")) {
            return "no credentials for " + where + ": "
                    + (profile == null ? "set a profile with --profile or the AWS_* environment variables"
                    : "check that profile " + profile + " exists in ~/.aws/config or ~/.aws/credentials");
        }
        if (all.contains("unable to load region") || all.contains("unable to load a region")) {
            return "no region for " + where + ": choose one with --region or set it in the profile";
        }
        String message = e.getMessage() == null ? e.getClass().getSimpleName() : e.getMessage();
        return operation + " on " + where + " failed: " + message.lines().findFirst().orElse(message);
    }

    /** "within 10 s" when the SDK says which call or attempt timeout ran out, else "in time". */
    private static String within(Throwable e) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if ((t instanceof ApiCallTimeoutException || t instanceof ApiCallAttemptTimeoutException)
                    && t.getMessage() != null) {
                Matcher m = TIMEOUT_MILLIS.matcher(t.getMessage());
                if (m.find()) {
                    BigDecimal seconds = new BigDecimal(m.group(1)).movePointLeft(3).stripTrailingZeros();
                    return "within " + seconds.toPlainString() + " s";
                }
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return "in time";
    }

    private static String describeService(AwsServiceException e, String where, String profile, String operation) {
        String code = e.awsErrorDetails() == null ? "" : String.valueOf(e.awsErrorDetails().errorCode());
        String message = e.awsErrorDetails() == null || e.awsErrorDetails().errorMessage() == null
                ? String.valueOf(e.getMessage()) : e.awsErrorDetails().errorMessage();
        if (e instanceof ResourceNotFoundException) {
            return where + ": " + message;
        }
        return describeService(code, message, e.statusCode(), e.isThrottlingException(), where, profile, operation);
    }

    private static String describeService(String code, String message, int status, boolean throttled, String where,
                                          String profile, String operation) {
        if (throttled || code.equals("ProvisionedThroughputExceededException")
                || code.equals("RequestLimitExceeded") || code.equals("ThrottlingException")) {
            return operation + " on " + where + " was throttled: DynamoDB refused requests faster than the table's "
                    + "capacity or the account's limits allow; wait and try again, or raise the capacity";
        }
        if (code.equals("AccessDeniedException") || code.equals("AccessDenied")
                || code.equals("UnauthorizedOperation") || status == 403 && !code.contains("Token")
                && !code.equals("UnrecognizedClientException") && !code.equals("InvalidSignatureException")) {
            Matcher m = IAM_ACTION.matcher(message);
            String action = m.find() ? m.group(1) : "dynamodb:" + operation;
            return "access denied on " + where + ": the credentials" + (profile == null ? "" : " of profile " + profile)
                    + " are not allowed " + action + "; ask for an IAM policy that allows it";
        }
        if (code.equals("ExpiredTokenException") || code.equals("ExpiredToken")) {
            return "the credentials" + (profile == null ? "" : " of profile " + profile) + " have expired: "
                    + (profile == null ? "refresh them" : "refresh them (for SSO: run `aws sso login --profile " + profile + "`)");
        }
        if (code.equals("UnrecognizedClientException") || code.equals("InvalidSignatureException")
                || code.equals("InvalidClientTokenId")) {
            return "the credentials" + (profile == null ? "" : " of profile " + profile) + " were rejected by "
                    + where + " (" + code + "): check the access key and secret, and the region";
        }
        if (code.equals("ResourceNotFoundException")) {
            return where + ": " + message;
        }
        return operation + " on " + where + " failed: " + (code.isEmpty() ? "" : code + ": ") + message;
    }

    private static boolean isSsoExpired(Throwable e, String all) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            String name = t.getClass().getName();
            if (name.startsWith("software.amazon.awssdk.services.sso.") && name.endsWith("UnauthorizedException")) {
                return true;
            }
        }
        return all.contains("sso") && (all.contains("expired") || all.contains("aws sso login")
                || all.contains("token is invalid") || all.contains("unable to load sso token"));
    }

    private static String profileOf(Connection connection) {
        if (connection instanceof Connection.AwsProfile p) {
            return p.profile();
        }
        if (connection instanceof Connection.Endpoint ep) {
            return ep.profile();
        }
        return null;
    }

    private static String allMessages(Throwable e) {
        StringBuilder b = new StringBuilder();
        for (Throwable t = e; t != null && b.length() < 10_000; t = t.getCause()) {
            b.append(t.getClass().getSimpleName()).append(": ").append(t.getMessage()).append('\n');
            if (t.getCause() == t) {
                break;
            }
        }
        return b.toString();
    }

    private static <T extends Throwable> T find(Throwable e, Class<T> type) {
        for (Throwable t = e; t != null; t = t.getCause()) {
            if (type.isInstance(t)) {
                return type.cast(t);
            }
            if (t.getCause() == t) {
                break;
            }
        }
        return null;
    }
}
