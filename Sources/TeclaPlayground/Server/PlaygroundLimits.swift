/// The bounds every request is held to, so that one client cannot exhaust the server or
/// disturb another client's session.
public struct PlaygroundLimits: Hashable, Sendable, Codable {
    /// The most sessions held in memory; creating one more evicts the least recently used.
    public var maxSessions: Int
    /// Seconds without a request after which a session is dropped.
    public var idleExpiry: Double
    /// The largest request body accepted, in bytes.
    public var maxBodyBytes: Int
    /// The most events one request may carry.
    public var maxEventsPerRequest: Int
    /// How far outside the keyboard (in points) a pointer may be reported: a finger dragged up to
    /// the alternates popup is above the keyboard, but never kilometres away.
    public var coordinateMargin: Double
    /// The largest event timestamp accepted, in milliseconds (about three years of session time).
    public var maxTimestamp: Double
    /// The most characters a document may hold (for text replaced by the client).
    public var maxTextLength: Int
    /// The most characters one request may type: its taps (one key each) and the text of its
    /// `replaceText` events together. With the event count, this bounds a request's work.
    public var maxTypedCharactersPerRequest: Int
    /// The largest `POST /api/reply` body (screenshots, base64) in bytes.
    public var maxReplyBodyBytes: Int
    /// The most screenshots one reply request may carry.
    public var maxReplyImages: Int
    /// The largest screenshot accepted, in bytes once decoded.
    public var maxReplyImageBytes: Int
    /// Reply requests read at once (OCR takes about a second a screenshot); more get 429.
    public var maxConcurrentReplies: Int
    /// Requests that may wait for one session while it serves another; more get 429.
    public var maxQueuedRequestsPerSession: Int
    /// Seconds a connection may sit without a complete request head (or idle between requests)
    /// before it is closed.
    public var idleTimeout: Double
    /// Seconds from a request's head to the end of its body: a client sending a body a byte at
    /// a time, or shorter than its Content-Length, is cut off.
    public var bodyTimeout: Double

    public init(
        maxSessions: Int = 500,
        idleExpiry: Double = 30 * 60,
        maxBodyBytes: Int = 128 * 1024,
        maxEventsPerRequest: Int = 2_000,
        coordinateMargin: Double = 200,
        maxTimestamp: Double = 1e11,
        maxTextLength: Int = 10_000,
        maxTypedCharactersPerRequest: Int = 20_000,
        maxReplyBodyBytes: Int = 12 * 1024 * 1024,
        maxReplyImages: Int = 4,
        maxReplyImageBytes: Int = 4 * 1024 * 1024,
        maxConcurrentReplies: Int = 2,
        maxQueuedRequestsPerSession: Int = 8,
        idleTimeout: Double = 15,
        bodyTimeout: Double = 30
    ) {
        self.maxSessions = maxSessions
        self.idleExpiry = idleExpiry
        self.maxBodyBytes = maxBodyBytes
        self.maxEventsPerRequest = maxEventsPerRequest
        self.coordinateMargin = coordinateMargin
        self.maxTimestamp = maxTimestamp
        self.maxTextLength = maxTextLength
        self.maxTypedCharactersPerRequest = maxTypedCharactersPerRequest
        self.maxReplyBodyBytes = maxReplyBodyBytes
        self.maxReplyImages = maxReplyImages
        self.maxReplyImageBytes = maxReplyImageBytes
        self.maxConcurrentReplies = maxConcurrentReplies
        self.maxQueuedRequestsPerSession = maxQueuedRequestsPerSession
        self.idleTimeout = idleTimeout
        self.bodyTimeout = bodyTimeout
    }
}
