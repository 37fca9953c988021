extension ExitStatus {
    /// The app runner failed or brought no results back (`EX_SOFTWARE`); its logs say why.
    static let software: Int32 = 70
}
