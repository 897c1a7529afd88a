/// What a stream started with `SceneWork.startStream` tells the data source that follows it, on
/// the scene.
enum StreamEvent {
    /// The next value the stream produced.
    case value(Value)
    /// The sequence ended; the data source keeps its last value.
    case ended
    /// The sequence threw (the message says what); it has ended.
    case failed(String)
    /// Reading the stream's current value (for a script's `wait`) threw; the stream goes on.
    case currentFailed(String)
    /// The stream was not there in time: no first value by its timeout, or, at a script's `wait`,
    /// no value equal to its current one. It goes on; a value that comes later is still shown.
    case overdue(Overdue)

    /// What the stream was late for.
    enum Overdue {
        /// Its first value.
        case firstValue
        /// The value it should show at a script's `wait`.
        case catchingUp
    }
}
