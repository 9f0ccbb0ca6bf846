; Inno Setup 6 script of the Windows installer, compiled over dist\ArbiterDesk by
; "python installer\build.py --package" on Windows (which passes AppVersion, SourceDir, OutputDir).
; It installs for the current user without administrator rights (or for everybody when the user
; chooses so), adds a Start-menu entry, opens .arbiter files with Arbiter Desk, and registers an
; uninstaller, which leaves the arbiter's tournament files alone.

#ifndef AppVersion
  #error Pass /DAppVersion=... (installer/build.py does)
#endif
#ifndef SourceDir
  #define SourceDir "..\..\dist\ArbiterDesk"
#endif
#ifndef OutputDir
  #define OutputDir "..\..\dist"
#endif

#define AppName "Arbiter Desk"
#define AppExe "ArbiterDesk.exe"
#define FileClass "ArbiterDesk.Tournament"

[Setup]
AppId={{B78892A8-8EBC-469F-9B6D-54976B2B67C9}
AppName={#AppName}
AppVersion={#AppVersion}
AppVerName={#AppName} {#AppVersion}
AppPublisher=Arbiter Desk contributors
DefaultDirName={autopf}\{#AppName}
DefaultGroupName={#AppName}
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64compatible
ArchitecturesInstallIn64BitMode=x64compatible
ChangesAssociations=yes
OutputDir={#OutputDir}
OutputBaseFilename=ArbiterDesk-{#AppVersion}-windows-setup
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern
UninstallDisplayIcon={app}\{#AppExe}
UninstallDisplayName={#AppName} {#AppVersion}

[Languages]
Name: "english"; MessagesFile: "compiler:Default.isl"
Name: "french"; MessagesFile: "compiler:Languages\French.isl"
Name: "german"; MessagesFile: "compiler:Languages\German.isl"
Name: "spanish"; MessagesFile: "compiler:Languages\Spanish.isl"
Name: "russian"; MessagesFile: "compiler:Languages\Russian.isl"
Name: "italian"; MessagesFile: "compiler:Languages\Italian.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[InstallDelete]
; A newer version replaces the whole program folder: no library of the old one stays behind.
Type: filesandordirs; Name: "{app}\_internal"

[Files]
; ArbiterDesk.exe (the window), arbiter.exe (the same program for the command prompt) and _internal\.
Source: "{#SourceDir}\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\{#AppName}"; Filename: "{app}\{#AppExe}"
Name: "{group}\{cm:UninstallProgram,{#AppName}}"; Filename: "{uninstallexe}"
Name: "{autodesktop}\{#AppName}"; Filename: "{app}\{#AppExe}"; Tasks: desktopicon

[Registry]
; .arbiter files open in Arbiter Desk (HKA: the current user's or the machine's classes, as installed).
Root: HKA; Subkey: "Software\Classes\.arbiter"; ValueType: string; ValueName: ""; ValueData: "{#FileClass}"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.arbiter\OpenWithProgids"; ValueType: string; ValueName: "{#FileClass}"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\{#FileClass}"; ValueType: string; ValueName: ""; ValueData: "Arbiter Desk tournament"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\{#FileClass}\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\{#AppExe},0"
Root: HKA; Subkey: "Software\Classes\{#FileClass}\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\{#AppExe}"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\{#AppExe}\SupportedTypes"; ValueType: string; ValueName: ".arbiter"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\{#AppExe}"; Description: "{cm:LaunchProgram,{#AppName}}"; Flags: nowait postinstall skipifsilent
