package dev.clauselens.postgres;

import java.sql.SQLException;

/** A database operation failed for a reason outside the caller's control (connection, constraint, SQL). */
public final class DatabaseException extends RuntimeException {
    public DatabaseException(String what, SQLException cause) {
        super(what + ": " + cause.getMessage(), cause);
    }
}
