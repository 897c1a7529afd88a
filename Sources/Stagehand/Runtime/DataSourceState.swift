/// Where a data source's value stands: `ready`, `loading` or `failed` with a message.
///
/// A data source that is loading keeps its last value; one that failed keeps its last value and
/// says why. Bindings read the state: `StatusBinding` shows it, and `EnabledBinding` and
/// `HiddenBinding` take it as their condition with property `state`.
public enum DataSourceState: Hashable, Sendable {
    /// The value is current.
    case ready
    /// Work that will replace the value is under way.
    case loading
    /// The last attempt to load failed; the message says why.
    case failed(String)

    /// The state without its message.
    public var phase: Phase {
        switch self {
        case .ready: .ready
        case .loading: .loading
        case .failed: .failed
        }
    }

    /// The name scenes use: `ready`, `loading` or `failed`.
    public var name: String { phase.rawValue }

    /// The failure message, when failed.
    public var failureMessage: String? {
        if case .failed(let message) = self { return message }
        return nil
    }

    /// The state of a value derived from values in these states: the first failure, else
    /// `loading` when any loads, else `ready` (also for none).
    ///
    /// - Parameter states: The states of the values it is derived from.
    /// - Returns: The derived value's state.
    public static func combined(_ states: [DataSourceState]) -> DataSourceState {
        if let failed = states.first(where: { $0.failureMessage != nil }) { return failed }
        return states.contains(.loading) ? .loading : .ready
    }
}
