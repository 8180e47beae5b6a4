import AyahSettingsCore
import Logging

/// The problems of reading a request's parameters, shared by the endpoints.
enum ParameterProblems {
    /// The 400 of a query string that cannot be read.
    /// Reads a request's parameters with `body`: a malformed query string or
    /// value (``QueryParameters/Failure``) becomes its problem, a ``Problem``
    /// passes through, anything else is an unreadable query.
    static func reading<T>(_ body: () throws -> T) throws(Problem) -> T {
        do {
            return try body()
        } catch let failure as QueryParameters.Failure {
            throw problem(failure)
        } catch let problem as Problem {
            throw problem
        } catch let error as SettingError {
            throw Problem(.badParameter, error.queryMessage(quoted: ProblemText.quoted))
        } catch {
            throw Problem(.badQuery, "the query string cannot be read")
        }
    }

    static func problem(_ failure: QueryParameters.Failure) -> Problem {
        switch failure {
        case let .tooLong(length):
            return Problem(
                .badQuery, "the query string has \(length) bytes; the limit is \(QueryParameters.maximumLength)")
        case let .tooMany(limit):
            return Problem(.badQuery, "the query string has more than \(limit) parameters")
        case .badEncoding:
            return Problem(
                .badQuery, "the query string has a % not followed by two hex digits, or bytes that are not UTF-8")
        case let .repeated(name):
            return Problem(.badQuery, "the parameter \(name) is given more than once; give it once")
        }
    }

    /// The 400 of a path segment (`{range}` of `/v1/read/{range}`, named by
    /// `name`) that cannot be percent-decoded: it blames the path, not the query.
    static func pathProblem(_ failure: QueryParameters.Failure, name: String) -> Problem {
        switch failure {
        case .badEncoding:
            return Problem(
                .badParameter,
                "the \(name) in the path has a % not followed by two hex digits, or bytes that are not UTF-8")
        case .tooLong, .tooMany, .repeated:
            return Problem(.badParameter, "the \(name) in the path cannot be read")
        }
    }

    /// A whole number in `range`, nil when absent, by the one grammar of the settings (``WholeNumber``).
    static func integer(_ text: String?, name: String, in range: ClosedRange<Int>) throws(Problem) -> Int? {
        guard let text else { return nil }
        guard let value = WholeNumber.parse(text, in: range) else {
            throw Problem(
                .badParameter,
                "\(name) must be a whole number from \(range.lowerBound) to \(range.upperBound), got \(ProblemText.quoted(text))"
            )
        }
        return value
    }

    /// A failure of the server, not of the request: logged in full, answered without details.
    static func internalError(_ message: String, logger: Logger) -> Problem {
        logger.error("\(message)")
        return Problem(.internalError, "the server could not answer this request; it has been logged")
    }
}
