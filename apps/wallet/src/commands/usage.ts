export const USAGE = `Usage: sigil-wallet <command> [options]

The Sigil wallet: holds your secp256k1 key, answers the console's login QR codes and invitations,
and signs, verifies, seals and unseals files.

Commands:
  init [--force] [--name N] [--email E]   create a new key (--force replaces an existing one; its key is lost)
  did                                      print your DID
  profile set [--name N] [--email E]       save the name and email sent with each approval
  profile show                             show the saved profile
  scan <qr-text | image.png | ->           show what a QR code asks, then answer it
       [--yes | --deny]                    approve or refuse without asking (else a y/N question)
  token --server URL                       get a wallet session token from the server at URL
  invitation accept <link | code>          accept or reject an invitation to an organisation's role
  invitation reject <link | code>          (the link from its mail, or its code) with your profile
       [--server URL]                      the console address (else the link's; needed for a code)
  sign <file>                              write <file>.sig: your ES256K signature of the file's SHA-256
  verify <file> [<signature>]              check a signature (default <file>.sig) against its signer's DID
  seal <file> --for <did>                  write <file>.sealed: readable only with that DID's key
  unseal <file> [--force]                  open a file sealed for you, beside it (--force replaces)
  assert <type> [--value V] [--out F]      print (or write) a signed statement about you
       [--server URL]                      the registry, to resolve DIDs and record the activity
       [--org <did>] [--remarks R]         record it for an organisation you are a member of, with remarks
       [--no-record]                       do not record the activity (offline)
  contacts add <qr-text | image.png | -> add the DID of a console's Generate QR code to your address book
       [--name N] [--email E]              (its name unless --name) and send the book to the registry
       [--organisation O] [--note T]       (--server URL or SIGIL_SERVER; --no-sync to keep it local)
  contacts list                            show your address book
  contacts sync [--server URL]             send your address book to the registry (merged by DID)
  check <credential | file | ->            walk an endorsement up to the registry: signature, status,
       [--server URL] [--registry DID]     accreditation and registry (else the server's TRQP metadata)

Options:
  --passphrase P     the keystore passphrase (else WALLET_PASSPHRASE, else asked on the terminal;
                     a flag is visible to other local users: prefer the question)
  --did-method M     the DID method (else DID_METHOD, else sigil)
  -h, --help         show this help

Environment:
  WALLET_HOME        the wallet directory (default ~/.sigil-wallet; the key is in keystore.json)
  WALLET_PASSPHRASE  the keystore passphrase
  DID_METHOD         the DID method, as configured on the server
  SIGIL_SERVER       the registry's address when --server is not given`;
